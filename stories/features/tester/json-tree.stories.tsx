import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JsonTree } from '@/features/tester/json-tree';
import { ownFrameInDocs } from '../../support/docs';

const sample = {
  string: 'Lakme 9 to 5 Primer',
  number: 349,
  boolean: true,
  nothing: null,
  list: [1, 2, 3],
  nested: { ratings: { value: '4.5', count: '1200' } },
};

const meta = {
  title: 'Request tester/JsonTree',
  parameters: ownFrameInDocs(),
  component: JsonTree,
  args: { data: sample, label: 'Sample', copy: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JsonTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every value type in its AA colour on the standard scheme. */
export const Standard: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tree', { name: 'Sample' })).toHaveTextContent(
      'Lakme 9 to 5 Primer',
    );
  },
};

export const Dark: Story = { args: { scheme: 'dark' } };

/** 250 items: three groups of at most 100, the first open. */
export const LargeArray: Story = {
  args: { data: Array.from({ length: 250 }, (_, i) => i) },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('tree', { name: 'Sample' });
    await expect(tree).toHaveTextContent('[100 … 199]');
    await expect(tree).toHaveTextContent('[200 … 249]');
  },
};

/** A response that is not JSON (an HTML page) is shown as text. */
export const Text: Story = {
  args: { data: '<!doctype html><title>Glamour</title>' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Sample' })).toHaveTextContent(
      '<!doctype html>',
    );
  },
};

// Built here, not passed as an arg: Storybook walks args recursively, and this is too deep for that.
const deeplyNested = JSON.parse(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`) as unknown;

/** A hostile answer nested 20,000 levels deep: it renders, starts collapsed, and is cut at 100 levels. */
export const DeeplyNested: Story = {
  render: (args) => <JsonTree {...args} data={deeplyNested} />,
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('tree', { name: 'Sample' });
    await expect(tree).toBeVisible();
    // Only the first levels are open: a handful of nodes, not 20,000.
    await expect(tree.querySelectorAll('[role="treeitem"]').length).toBeLessThan(10);
  },
};

/**
 * Copy puts the value on the clipboard as JSON indented by 4 and says 'Copied!', which goes away
 * after 5.5 s: still there after 4 s, gone soon after 5.5 s.
 */
export const CopyJson: Story = {
  args: { data: { name: 'Lipstick', price: [349, 299] } },
  parameters: { visual: { widths: [1280], reason: 'the copy mark, not the layout' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    // Timed from before the press: the mark's time starts there, not when the check below sees it.
    const copiedAt = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Sample as JSON' }));
    await expect(args.copy).toHaveBeenCalledWith(
      '{\n    "name": "Lipstick",\n    "price": [\n        349,\n        299\n    ]\n}',
    );
    await expect(status).toHaveTextContent('Copied!');
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await expect(status).toHaveTextContent('Copied!');
    await waitFor(() => expect(status).toHaveTextContent(''), { timeout: 4000 });
    await expect(performance.now() - copiedAt).toBeGreaterThanOrEqual(5500);
  },
};

/** No clipboard (permission refused, an insecure page): the shopper is told to copy from the tree. */
export const CopyRefused: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('Permission denied'))) },
  parameters: { visual: { widths: [1280], reason: 'the copy mark, not the layout' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Sample as JSON' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Could not copy');
  },
};
