import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RegionBoundary } from '@/components/region-boundary';
import { hiddenArgs, usageParameters } from '../content/usage';

/** A part that throws while `broken.current` is set (the story mends it before retrying). */
const broken = { current: true };
function FragilePart() {
  if (broken.current) throw new Error('The part broke');
  return <p>The part is back.</p>;
}

/**
 * A region of the page that fails to render shows a small notice with 'Try again' in its place;
 * the rest of the page keeps working. The layout wraps the navbar, footer, badge and toaster in it.
 */
const meta = {
  title: 'Components/Shop parts/RegionBoundary',
  component: RegionBoundary,
  args: { name: 'The footer', children: <FragilePart /> },
  beforeEach: () => {
    broken.current = true;
  },
  parameters: usageParameters({
    purpose:
      'Keeps a crash in one part of the page from taking the page down: the navbar, the footer, a badge. A part that fails to draw shows a small warning strip with Try again in its place; the rest keeps working.',
    whenToUse: [
      'Around a region that is not the page’s main content and can fail on its own (the layout wraps the navbar, the footer, the cart badge and the toaster).',
      '`name` says what broke, in the notice ("The footer could not be shown").',
      '`fallback={null}` for a part the page is fine without (a badge).',
    ],
    whenNotToUse: [
      'Around a whole screen: the route’s error screen does that.',
      'For data that failed to load: LoadError (a load failure is not a crash).',
    ],
    states: ['Crashed (the notice)', 'Retried (the part is back)', 'Silent fallback'],
    accessibility: [
      'The notice is announced (`role="alert"`) and carries a warning icon and words, not only the yellow strip.',
      'Try again is a small button (32 px) in the strip; focus does not jump to it.',
    ],
  }),
  argTypes: { name: { control: 'text' }, ...hiddenArgs('children', 'fallback', 'resetKey') },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <p>The rest of the page.</p>
      <RegionBoundary {...args} />
    </div>
  ),
} satisfies Meta<typeof RegionBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Write the region's name: the notice uses it. */
export const Playground: Story = { args: { name: 'The navigation' } };

export const Crashed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The footer could not be shown.',
    );
    await expect(canvas.getByText('The rest of the page.')).toBeVisible();
  },
};

/** Once the cause is gone, 'Try again' renders the region again. */
export const Retried: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    broken.current = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('The part is back.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A region whose failure should show nothing (the toaster, the badge) leaves no trace. */
export const SilentFallback: Story = {
  args: { fallback: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The rest of the page.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
