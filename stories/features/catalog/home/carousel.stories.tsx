import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from '@/features/catalog/home/carousel';

const slides = Array.from({ length: 7 }, (_, i) => (
  <a
    href={`#slide-${i + 1}`}
    className="flex h-32 items-center justify-center rounded-lg bg-brand-100 text-lg font-semibold text-brand-900"
  >
    Slide {i + 1}
  </a>
));

const meta = {
  title: 'Screens/Home/Parts/Carousel',
  component: Carousel,
  args: {
    label: 'Offers',
    slides,
    slideClassName: 'basis-full min-[480px]:basis-1/2 md:basis-1/3 xl:basis-1/5',
    autoplay: true,
  },
  decorators: [
    (Story) => (
      <div className="px-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const position = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="carousel-position"]');

/** In story tests (data-test-mode) autoplay stays off and the carousel starts at slide 1. */
export const StillInTests: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Offers' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(canvas.getAllByRole('group')).toHaveLength(7);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(position(canvasElement)).toHaveTextContent('Showing from slide 1 of 7');
  },
};

/**
 * The engine loads after the carousel mounts (use-lazy-embla.ts): wait until it runs. Its chunk can
 * take a few seconds to arrive on a busy machine, longer than waitFor's default second.
 */
const ENGINE_WAIT = { timeout: 10_000 };
const engineRunning = (canvasElement: HTMLElement) =>
  waitFor(
    () =>
      expect(canvasElement.querySelector('[data-slot="carousel"]')).toHaveAttribute(
        'data-engine',
        'running',
      ),
    ENGINE_WAIT,
  );

export const ButtonsAndKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Pressed at once, maybe before the engine runs: the press waits for it rather than being lost.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(
      () => expect(position(canvasElement)).toHaveTextContent('slide 2 of 7'),
      ENGINE_WAIT,
    );
    // Arrow keys work from anything focused inside.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(position(canvasElement)).toHaveTextContent('slide 3 of 7'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(position(canvasElement)).toHaveTextContent('slide 7 of 7'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(position(canvasElement)).toHaveTextContent('slide 1 of 7'));
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };

/** Everything fits: no buttons. */
export const FewSlides: Story = {
  args: { slides: slides.slice(0, 3), autoplay: false },
  play: async ({ canvasElement }) => {
    await engineRunning(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('button', { name: 'Next slide' })).toBeNull(),
    );
  },
};

/** A quick mouse drag of `px` to the left over the first slide, in a few 16 ms steps. */
async function drag(canvasElement: HTMLElement, px: number) {
  const slide = within(canvasElement).getByText('Slide 1');
  // A drag before the engine runs moves nothing, as on a page still loading.
  await engineRunning(canvasElement);
  const box = slide.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const x = box.left + box.width / 2;
  const mouse = (type: string, target: EventTarget, clientX: number) =>
    target.dispatchEvent(
      new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY: y, button: 0 }),
    );
  mouse('mousedown', slide, x);
  for (let step = 1; step <= 4; step += 1) {
    await new Promise((resolve) => setTimeout(resolve, 16));
    mouse('mousemove', slide, x - (px * step) / 4);
  }
  mouse('mouseup', slide, x - px);
  // Embla settles; a slide change (or going back) shows in the position text.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** A quick 60 px flick is below the minimum drag of 80 px: the carousel stays. */
export const ShortDragStays: Story = {
  tags: ['!dev', '!autodocs'],
  args: { autoplay: false },
  // A gesture: the carousel looks as in StillInTests.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await drag(canvasElement, 60);
    await expect(position(canvasElement)).toHaveTextContent('Showing from slide 1 of 7');
  },
};

/** A drag past 80 px moves to the next slide. */
export const LongDragMoves: Story = {
  tags: ['!dev', '!autodocs'],
  args: { autoplay: false },
  // A gesture: the carousel looks as in StillInTests.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await drag(canvasElement, 140);
    await waitFor(() => expect(position(canvasElement)).toHaveTextContent('slide 2 of 7'));
  },
};
