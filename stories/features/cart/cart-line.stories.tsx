import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settleImages } from '../../components/settle-images';
import { CartLine } from '@/features/cart/cart-line';
import { cartRecord, FACE_WASH, LIPSTICK, linesOf } from './cart-fixtures';
import { ownFrameInDocs } from '../../support/docs';

const [twoFaceWashes] = linesOf([cartRecord(FACE_WASH, 2)]);
const [oneLipstick] = linesOf([cartRecord(LIPSTICK, 1)]);

const meta = {
  title: 'Screens/Cart/Parts/CartLine',
  parameters: ownFrameInDocs(),
  component: CartLine,
  args: {
    line: twoFaceWashes!,
    inWishlist: false,
    onIncrement: fn(),
    onDecrement: fn(),
    onRemove: fn(),
    onMoveToWishlist: fn(),
    onGoToWishlist: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quantity 2: both steppers work; the keyboard reaches every control in order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const line = args.line;
    await expect(canvas.getByRole('link', { name: line.name })).toHaveAttribute(
      'href',
      `/products/${line.id}`,
    );
    await expect(canvas.getByText(line.size)).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Quantity:' })).toHaveTextContent('2');
    await userEvent.tab(); // the name link
    await userEvent.tab();
    const minus = canvas.getByRole('button', { name: `Decrease quantity of ${line.name}` });
    await expect(minus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecrement).toHaveBeenCalledWith(line);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onIncrement).toHaveBeenCalledWith(line);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove From Cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(line);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMoveToWishlist).toHaveBeenCalledWith(line);
    await settleImages(canvasElement);
  },
};

/** Quantity 1: − is disabled; a long name is cut at 50 characters. */
export const AtMinimumQuantity: Story = {
  args: { line: oneLipstick! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const minus = canvas.getByRole('button', {
      name: `Decrease quantity of ${args.line.name}`,
    });
    await expect(minus).toBeDisabled();
    await userEvent.click(minus, { pointerEventsCheck: 0 });
    await expect(args.onDecrement).not.toHaveBeenCalled();
    await expect(canvas.getByText(`${args.line.name.slice(0, 50)}…`)).toBeVisible();
    await settleImages(canvasElement);
  },
};

/** Already in the wishlist: Go To Wishlist instead of Add To Wishlist. */
export const InWishlist: Story = {
  args: { inWishlist: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add To Wishlist' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go To Wishlist' }));
    await expect(args.onGoToWishlist).toHaveBeenCalled();
    await settleImages(canvasElement);
  },
};

/** Moving to the wishlist: the buttons wait. */
export const Moving: Story = {
  args: { moving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add To Wishlist' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove From Cart' })).toBeDisabled();
    await settleImages(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await settleImages(canvasElement);
  },
};

const withStock = (line: typeof twoFaceWashes, stock: number, qty = line!.qty) => ({
  ...line!,
  qty,
  stock,
  inStock: stock > 0,
});

/** Three left, two in the cart: 'Only 3 left' under the stepper; + still adds one. */
export const FewLeft: Story = {
  args: { line: withStock(twoFaceWashes, 3) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
    const plus = canvas.getByRole('button', { name: `Increase quantity of ${args.line.name}` });
    await expect(plus).toBeEnabled();
    await userEvent.click(plus);
    await expect(args.onIncrement).toHaveBeenCalledWith(args.line);
    await settleImages(canvasElement);
  },
};

/** Every unit left is in the cart: + is disabled and reads why. */
export const AtStock: Story = {
  args: { line: withStock(twoFaceWashes, 3, 3) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: `Increase quantity of ${args.line.name}` });
    await expect(plus).toBeDisabled();
    await expect(plus).toHaveAccessibleDescription('Only 3 left');
    await userEvent.click(plus, { pointerEventsCheck: 0 });
    await expect(args.onIncrement).not.toHaveBeenCalled();
    // − still lowers it.
    await expect(
      canvas.getByRole('button', { name: `Decrease quantity of ${args.line.name}` }),
    ).toBeEnabled();
    await settleImages(canvasElement);
  },
};

/** Plenty left, but a line holds at most 10: + stops there, saying so. */
export const AtMostPerOrder: Story = {
  args: { line: withStock(twoFaceWashes, 20, 10) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: `Increase quantity of ${args.line.name}` });
    await expect(plus).toBeDisabled();
    await expect(plus).toHaveAccessibleDescription('At most 10 of one product per order');
    await settleImages(canvasElement);
  },
};

/** Fewer left than the line asks for (others bought some): it says to lower the quantity. */
export const MoreThanLeft: Story = {
  args: { line: withStock(twoFaceWashes, 2, 4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Only 2 left: lower the quantity to place the order'),
    ).toBeVisible();
    await settleImages(canvasElement);
  },
};

/** Sold out since it was added: 'Out of Stock', + disabled; Remove From Cart takes it off. */
export const SoldOut: Story = {
  args: { line: withStock(twoFaceWashes, 0, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: `Increase quantity of ${args.line.name}` });
    await expect(plus).toHaveAccessibleDescription('Out of Stock');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove From Cart' }));
    await expect(args.onRemove).toHaveBeenCalledWith(args.line);
    await settleImages(canvasElement);
  },
};
