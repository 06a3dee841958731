import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceDetails } from '@/components/price-details';
import { priceDetails } from '@/domain/pricing';
import { hiddenArgs, usageParameters } from '../content/usage';

// ₹338 × 2 (MRP 375) + ₹468 (MRP 550): price 1,300, discount 156.
const lines = [
  { price: 338, originalPrice: 375, qty: 2 },
  { price: 468, originalPrice: 550, qty: 1 },
];

const meta = {
  title: 'Components/Shop parts/PriceDetails',
  component: PriceDetails,
  args: { details: priceDetails(lines), itemCount: 2 },
  parameters: usageParameters({
    purpose:
      'The price breakdown of the cart and checkout: Price (n items), Discount, Coupon, Delivery Charges FREE, Shipping, Total Amount and "You will save ₹…". Every amount with paise (₹1,154.00), because these are sums.',
    whenToUse: [
      'Beside the cart’s lines and in checkout, fed by `priceDetails()` (src/domain/pricing.ts), which holds the rules (a fixed ₹10 shipping, the discount, the coupon).',
      'Its row names are the shop’s fixed texts (docs/shop/texts.md): keep them as they are.',
    ],
    whenNotToUse: [
      'For one product’s price: Price.',
      'To show a total the shopper has not reached yet (a coupon they could apply): say it in the coupon panel.',
    ],
    states: ['Without a coupon', 'With a coupon', 'Nothing saved'],
    accessibility: [
      'A description list: each row’s name and amount are read together ("Discount, − ₹156.00").',
      'Savings are green and written with a minus sign, so they read as savings without the colour.',
      'The heading level fits the page (`headingLevel`).',
    ],
  }),
  argTypes: {
    itemCount: { control: { type: 'number', min: 1, max: 20 } },
    couponCode: { control: 'select', options: [null, 'FIRSTGLAM', 'FIRST200'] },
    headingLevel: { control: 'inline-radio', options: ['h2', 'h3'] },
    ...hiddenArgs('details', 'className'),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, term: string) => {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
};

/** Item count, the coupon's code and the heading level (the amounts come from two cart lines). */
export const Playground: Story = { args: { itemCount: 2, couponCode: null, headingLevel: 'h2' } };

/** No coupon: Total = 1,300 + 10 − 156 = 1,154.00; you save the discount. */
export const WithoutCoupon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Price Details' })).toBeVisible();
    await expect(row(canvasElement, 'Price (2 items)')).toBe('₹1,300.00');
    await expect(row(canvasElement, 'Discount')).toBe('− ₹156.00');
    await expect(row(canvasElement, 'Coupon')).toBe('− ₹0.00');
    await expect(row(canvasElement, 'Delivery Charges')).toBe('FREE');
    await expect(row(canvasElement, 'Shipping')).toBe('₹10.00');
    await expect(row(canvasElement, 'Total Amount')).toBe('₹1,154.00');
    await expect(canvas.getByText('You will save ₹156.00 on this order')).toBeVisible();
  },
};

/** FIRST200 applied: Total 954.00, saving 356.00. */
export const WithCoupon: Story = {
  args: { details: priceDetails(lines, 200), couponCode: 'FIRST200' },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Coupon (FIRST200)')).toBe('− ₹200.00');
    await expect(row(canvasElement, 'Total Amount')).toBe('₹954.00');
    await expect(
      within(canvasElement).getByText('You will save ₹356.00 on this order'),
    ).toBeVisible();
  },
};

/** One line at full price: '1 item', nothing saved, no saving line. */
export const NothingSaved: Story = {
  args: { details: priceDetails([{ price: 250, originalPrice: 250, qty: 1 }]), itemCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Price (1 item)')).toBe('₹250.00');
    await expect(row(canvasElement, 'Total Amount')).toBe('₹260.00');
    await expect(within(canvasElement).queryByText(/You will save/)).toBeNull();
  },
};
