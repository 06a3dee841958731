import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BelowTheFold } from '@/components/below-the-fold';
import { hiddenArgs, usageParameters } from '../content/usage';

/** Is the part's content drawn (false while the browser skips it)? */
const drawn = (canvasElement: HTMLElement) =>
  canvasElement
    .querySelector('[data-slot="below-the-fold"]')
    ?.firstElementChild?.checkVisibility({ contentVisibilityAuto: true });

const part = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="below-the-fold"]');

/** The part's content: text whose height depends on the width it is given, and a link. */
function Content() {
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-4">
      <h2 className="text-lg font-semibold">Why shop with us</h2>
      <p className="text-sm text-neutral-700">
        Free shipping on your first order, hassle-free returns within 15 days, products sourced from
        the brands directly, and the names you love, in one place. Every order ships within two
        business days, and a question about one is answered the same day.
      </p>
      <a href="#policies" className="w-fit text-sm text-brand-800 underline">
        Our policies
      </a>
    </section>
  );
}

/**
 * What comes before the part. The browser draws what is within one and a half screens of the one
 * in view, and a story's frame counts as on screen as far as the test page around it reaches
 * (12,000 px): the part starts well beyond that.
 */
function Spacer() {
  return <div aria-hidden="true" className="h-[24000px] rounded-lg bg-neutral-50" />;
}

/**
 * Far below the screen: the browser leaves the part out of style, layout and paint until it comes
 * near (or focus, find-in-page or a link goes into it). It looks exactly like its content.
 */
const meta = {
  title: 'Components/Shop parts/BelowTheFold',
  component: BelowTheFold,
  args: { estimate: { base: 180, md: 140 }, children: <Content /> },
  parameters: {
    // A page 24,000 px tall with the part at its end: the screenshot would show the spacer.
    // What matters is what the browser skips, which the plays check.
    visual: false,
    ...usageParameters({
      purpose:
        'A part of a long page that starts well below the first screen (the home page’s trust badges and footer): the browser does not style, lay out or draw it until the shopper scrolls near it, so a phone shows the first screen sooner. It looks exactly like what it holds.',
      whenToUse: [
        'Around a whole section that starts more than one and a half screens below the top on a phone (the browser draws anything nearer anyway).',
        '`estimate`: the section’s height at each breakpoint, so the page is about as tall before the section is drawn.',
      ],
      whenNotToUse: [
        'Around anything on the first screen, or anything that can be the page’s largest picture: it would be drawn later.',
        'Around a section that starts within one and a half screens of the top: the browser would skip it, find it near and draw it in a second pass.',
        'To hide something: the content stays in the page for find-in-page, links, Tab and screen readers.',
      ],
      states: ['Skipped until near (and Tab still reaches it)', 'Resized while away'],
      accessibility: [
        'Nothing changes for a screen reader: the content stays in the accessibility tree.',
        'Tab, find-in-page and a link to an anchor inside all reach the content; the browser draws it as they do.',
      ],
    }),
  },
  argTypes: { ...hiddenArgs('children', 'className', 'estimate') },
  render: (args) => (
    <div className="flex flex-col gap-4 p-4">
      <button type="button" className="w-fit rounded-md border px-3 py-1">
        At the top
      </button>
      <Spacer />
      <BelowTheFold {...args} />
    </div>
  ),
} satisfies Meta<typeof BelowTheFold>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section far down a page: see it drawn as it is scrolled to. */
export const Playground: Story = {};

/** Skipped while far away; Tab from the top reaches its link, and the browser then draws it. */
export const SkippedUntilNear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(drawn(canvasElement)).toBe(false));
    // Skipped, it is as tall as its estimate (the frame is 1280 px wide: the `md` one).
    await expect(part(canvasElement)?.getBoundingClientRect().height).toBe(140);
    await userEvent.click(canvas.getByRole('button', { name: 'At the top' }));
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Our policies' });
    await expect(link).toHaveFocus();
    await waitFor(() => expect(drawn(canvasElement)).toBe(true));
  },
};

/**
 * The page narrows while the part is scrolled away: it is laid out once at the new width, so its
 * height there is the new width's (taller: the text wraps more), not the one it was last drawn at.
 * The long page scrolls in a box of its own here, so what is near depends on that box alone, not on
 * where the frames around the story happen to be scrolled.
 */
export const ResizedWhileAway: Story = {
  render: function ResizedWhileAway(args) {
    const [narrow, setNarrow] = useState(false);
    return (
      <div className="flex flex-col gap-4 p-4" style={{ width: narrow ? 320 : 720 }}>
        <button
          type="button"
          className="w-fit rounded-md border px-3 py-1"
          onClick={() => setNarrow(true)}
        >
          Narrow the page
        </button>
        <div
          role="region"
          aria-label="A long page"
          className="h-[600px] overflow-auto rounded-lg border border-neutral-200"
        >
          <Spacer />
          <BelowTheFold {...args} />
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = part(canvasElement);
    const page = canvas.getByRole('region', { name: 'A long page' });
    if (!element) throw new Error('no part');
    const height = () => element.getBoundingClientRect().height;
    // What a failure needs to be understood: where the box is scrolled, what the frame is.
    const state = () =>
      `box scrolled to ${page.scrollTop} of ${page.scrollHeight}, frame ${window.innerWidth}x${window.innerHeight}, part style "${element.getAttribute('style') ?? ''}"`;
    const isDrawn = (expected: boolean) =>
      waitFor(() => expect(drawn(canvasElement), state()).toBe(expected));
    // Drawn once at the wide width, then scrolled far away again.
    page.scrollTop = page.scrollHeight;
    await isDrawn(true);
    const wide = height();
    page.scrollTop = 0;
    await isDrawn(false);
    await expect(height()).toBe(wide);
    // Narrowed while away: the text wraps onto more lines.
    await userEvent.click(canvas.getByRole('button', { name: 'Narrow the page' }));
    await waitFor(() => expect(height(), state()).toBeGreaterThan(wide));
    await isDrawn(false);
    const away = height();
    page.scrollTop = page.scrollHeight;
    await isDrawn(true);
    await expect(height()).toBe(away);
  },
};
