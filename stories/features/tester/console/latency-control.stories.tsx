import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LatencyControl } from '@/features/tester/console/latency-control';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Request tester/Console/LatencyControl',
  parameters: ownFrameInDocs(),
  component: LatencyControl,
  args: { value: 400, onCommit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LatencyControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default 400 ms; arrow keys step by 50 ms and each step is saved. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Latency' });
    await expect(thumb).toHaveAttribute('aria-valuetext', '400 ms');
    await expect(thumb).toHaveAttribute('aria-valuemax', '3000');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onCommit).toHaveBeenLastCalledWith(450);
    await userEvent.keyboard('{Home}');
    await expect(args.onCommit).toHaveBeenLastCalledWith(0);
  },
};

export const Slow: Story = { args: { value: 2500 } };
