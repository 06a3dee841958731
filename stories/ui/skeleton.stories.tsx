import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonText } from '@/ui/skeleton';
import { desktopOnly } from '../support/visual';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Primitives/Skeleton',
  component: Skeleton,
  args: { className: 'h-32 w-64' },
  subcomponents: { SkeletonText },
  argTypes: {
    shape: { control: 'inline-radio', options: ['block', 'text', 'circle'] },
    ...hiddenArgs('className', 'children'),
  },
  parameters: usageParameters({
    purpose:
      'A grey, gently pulsing placeholder in the shape of what is loading: a picture, lines of text, an avatar. The product grid’s ProductCardSkeleton is built from it.',
    whenToUse: [
      'Content whose shape is known (a card, a list row) and that takes more than a moment: the page keeps its layout and nothing jumps when the content arrives.',
      'Size it to the real content (same height, same number of lines).',
    ],
    whenNotToUse: [
      'For an action on its way (a button press): the button’s own loading state.',
      'For a whole screen whose shape is unknown: PageLoader (a spinner).',
      'For more than a screenful: draw the first screen only.',
    ],
    states: [
      'Block, text lines, circle',
      'Pulsing (still when the shopper asks for reduced motion)',
    ],
    accessibility: [
      'Hidden from screen readers: the region that is loading says so itself (`aria-busy` or a status text).',
      'The pulse is an animation: it stops under "reduce motion" (src/index.css).',
    ],
  }),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a shape. */
export const Playground: Story = { args: { shape: 'block' } };

/** A skeleton has the shape of what comes; a spinner in a card's place makes the page jump. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  parameters: desktopOnly('a drawing of two placeholders, read on a desktop'),
  render: () => (
    <DoDont
      good={{
        caption: 'The shape of the row that is coming: nothing moves when it arrives.',
        example: (
          <div className="flex w-full items-center gap-3">
            <Skeleton shape="circle" className="size-10" />
            <SkeletonText lines={2} className="flex-1" />
          </div>
        ),
      }}
      bad={{
        caption: 'A box of another size: the content pushes everything down when it lands.',
        example: <Skeleton className="h-4 w-16" />,
      }}
    />
  ),
};

export const Block: Story = {};

export const Circle: Story = { args: { shape: 'circle', className: 'size-12' } };

export const Text: Story = {
  render: () => (
    <div className="w-80">
      <SkeletonText lines={4} />
    </div>
  ),
};
