import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '@/components/price';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

const meta = {
  title: 'Components/Shop parts/Price',
  component: Price,
  args: { price: 468, originalPrice: 550, off: '15%' },
  parameters: usageParameters({
    purpose:
      'A product’s price as the shopper compares it: what it costs now, the original price struck through, and the saving in green ("15% off"). Whole rupees, no paise (₹338): see Content, Numbers and prices.',
    whenToUse: [
      'Wherever one product’s price is shown: the card (`sm`), the detail page (`lg`).',
      '`off` takes the catalogue’s own text: a percentage becomes "15% off", words ("Flat 100 off") stay as they are.',
    ],
    whenNotToUse: [
      'For amounts that add up (a line total, the order total): PriceDetails and the order summary, which show paise (₹676.00).',
      'For a price range or a filter’s limit: the Slider writes its own value.',
    ],
    states: [
      'Discounted',
      'Large (the detail page)',
      'No discount (the original price is hidden)',
      'Discount in words',
    ],
    accessibility: [
      'A screen reader hears "Price ₹468, Original price ₹550, 15% off": the struck-through price is named, not only drawn with a line.',
      'The saving is green and in words; the price is neutral-900 semibold. Contrast: success-700 on white 5.0:1.',
    ],
  }),
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'lg'] },
    off: { control: 'select', options: ['', '10%', '15%', '20%', 'Flat 100 off'] },
    ...hiddenArgs('className'),
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Price, original price, the saving's text and the size. */
export const Playground: Story = {
  args: { price: 338, originalPrice: 375, off: '10%', size: 'sm' },
};

/** A product's price in whole rupees; paise belong to totals. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'The price the shopper compares: whole rupees, the saving in words.',
        example: <Price price={338} originalPrice={375} off="10%" />,
      }}
      bad={{
        caption: 'Paise on a card add noise: ₹338.00 reads as a total, not a price.',
        example: (
          <p className="text-base font-semibold text-neutral-900">
            ₹338.00 <span className="text-sm font-normal text-neutral-600">MRP ₹375.00</span>
          </p>
        ),
      }}
    />
  ),
};

export const Discounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹468')).toBeVisible();
    await expect(canvas.getByText('₹550').closest('del')).not.toBeNull();
    await expect(canvas.getByText('15% off')).toBeVisible();
  },
};

export const Large: Story = { args: { size: 'lg', price: 2956, originalPrice: 3695, off: '20%' } };

export const NoDiscount: Story = {
  args: { price: 299, originalPrice: 299, off: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

export const DiscountInWords: Story = {
  args: { off: 'Flat ₹82 off' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Flat ₹82 off')).toBeVisible();
  },
};
