import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating } from '@/components/rating';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Shop parts/Rating',
  component: Rating,
  args: { value: 4.4 },
  parameters: usageParameters({
    purpose:
      'A product’s rating: the value on a small green badge with a star, and on the detail page the number of ratings ("25,820 ratings").',
    whenToUse: [
      'On every card (value only) and on the detail page (with `count`).',
      'The value always has one decimal (4.0, not 4), so a column of cards lines up.',
    ],
    whenNotToUse: [
      'To let the shopper rate (there is no rating input in the shop).',
      'For the rating filter: its options are radios ("4★ & above").',
    ],
    states: ['Value only', 'With the count'],
    accessibility: [
      'A screen reader hears "Rated 4.4 out of 5"; the star is decorative.',
      'White on success-700: 5.0:1. The number carries the meaning; green is the shop’s look for ratings, not a judgement.',
    ],
  }),
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    count: { control: 'number' },
    ...hiddenArgs('className'),
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drag the value; add a count to see the detail page's form. */
export const Playground: Story = { args: { value: 3.8, count: 1250 } };

/** The rating shows the number; stars alone are hard to read at a glance. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'The value in figures, one decimal, on the badge.',
        example: <Rating value={4} count={25820} />,
      }}
      bad={{
        caption: 'A row of stars: 4 and 4.4 look the same, and a screen reader hears only "stars".',
        example: (
          <span role="img" className="text-warning-800" aria-label="Rated 4 out of 5">
            ★★★★☆
          </span>
        ),
      }}
    />
  ),
};

export const ValueOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rated 4.4 out of 5')).toBeInTheDocument();
  },
};

export const WithCount: Story = {
  args: { value: 4, count: 25820 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4.0')).toBeVisible();
    await expect(canvas.getByText('25,820 ratings')).toBeVisible();
  },
};
