import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/ui/button';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Shop parts/EmptyState',
  component: EmptyState,
  args: { title: 'There are no products for selected filters.' },
  parameters: usageParameters({
    purpose:
      'Says that a place is empty and what to do next: an empty cart, an empty wishlist, no products for the chosen filters, no orders yet. A centred block: an icon in a soft circle, a title, a line of help and one way out.',
    whenToUse: [
      'A list or a page that has nothing to show because nothing is there yet, or the filters leave nothing.',
      'The title states the fact in the shop’s words (the texts are fixed: docs/shop/texts.md); the action is the way forward (Shop Now, Clear filters).',
      '`headingLevel` fits the page: h1 when the empty state is the whole screen, h2 inside one.',
    ],
    whenNotToUse: [
      'For data that failed to load: LoadError (the danger member of this family, with Try again).',
      'While data is loading: a Skeleton or PageLoader; "empty" must only show once the answer is in.',
      'Inside a small panel or dialog: one line of text is enough.',
    ],
    states: ['Title only', 'With icon, help and action', 'Danger tone (used by LoadError)'],
    accessibility: [
      'The title is a real heading, so a screen reader user finds it in the headings list.',
      'The icon is decorative (hidden); the words carry the message.',
      'The action is a Button or a link of the normal size (40 px).',
    ],
  }),
  argTypes: {
    headingLevel: { control: 'inline-radio', options: ['h1', 'h2', 'h3'] },
    tone: { control: 'inline-radio', options: ['brand', 'danger'] },
    ...hiddenArgs('icon', 'action', 'className', 'role'),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title and the help text, the heading level and the tone. */
export const Playground: Story = {
  args: {
    title: 'Your Cart is Empty!',
    description: 'Everything you add to the cart shows here.',
    headingLevel: 'h2',
    tone: 'brand',
  },
};

/** An empty state offers the way forward. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  parameters: { visual: { widths: [1280], reason: 'a drawing of two blocks, read on a desktop' } },
  render: () => (
    <DoDont
      good={{
        caption: 'The fact, then one way forward.',
        example: (
          <EmptyState
            headingLevel="h3"
            title="Your Wishlist is Empty!"
            icon={<SearchX />}
            action={<Button>Shop Now</Button>}
          />
        ),
      }}
      bad={{
        caption: 'A dead end: nothing says where to go from here.',
        example: <EmptyState headingLevel="h3" title="Nothing here" />,
      }}
    />
  ),
};

export const TitleOnly: Story = {};

export const WithIconAndAction: Story = {
  args: {
    icon: <SearchX />,
    description: 'Try a wider price range or fewer brands.',
    action: (
      <Button asChild variant="secondary">
        <Link to="/products">Clear all filters</Link>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'There are no products for selected filters.',
    );
    await expect(canvas.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};
