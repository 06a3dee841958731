import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FirstPurchaseOffers } from '@/features/catalog/home/first-purchase-offers';
import { FIRST_PURCHASE_OFFERS } from '@/features/catalog/home/offers';
import { ownFrameInDocs } from '../../../support/docs';

const meta = {
  title: 'Screens/Home/Parts/FirstPurchaseOffers',
  parameters: ownFrameInDocs(),
  component: FirstPurchaseOffers,
  args: { offers: FIRST_PURCHASE_OFFERS, copy: fn(async () => {}) },
} satisfies Meta<typeof FirstPurchaseOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopyCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('FIRSTGLAM')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code FIRST200' }));
    await expect(args.copy).toHaveBeenCalledWith('FIRST200');
    await expect(await screen.findByText('Code FIRST200 copied!')).toBeVisible();
  },
};

export const CopyRefused: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('Permission denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Copy code FIRSTGLAM' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen.findByText('Could not copy the code. Type FIRSTGLAM at checkout.'),
    ).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
