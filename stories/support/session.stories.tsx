import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { mswParameters } from './msw';
import { signedIn } from './session';
import { SessionProbe } from './session-probe';

/**
 * The back-end loaders check themselves. Preview resets the store and signs out before every story;
 * `signedIn(...)` signs the demo account in with a real token and the given cart. The stories run in
 * order in one page, so if state leaked, `IsolatedFromThePreviousStory` would see the old cart.
 */
const meta = {
  title: 'Support/Session',
  component: SessionProbe,
  tags: ['!dev', '!autodocs'],
} satisfies Meta<typeof SessionProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIPSTICK = '8332f751-1305-49a0-83c2-c25138bd44cc';
const PERFUME = '1b0e535b-0ce8-4f2f-8536-d33e7109d429';

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('session')).toHaveTextContent('Signed out');
    await expect(
      await canvas.findByText('Cart error: The token is invalid. Unauthorized access error.'),
    ).toBeVisible();
  },
};

export const SignedInWithACart: Story = {
  loaders: [signedIn({ cart: [LIPSTICK, { id: PERFUME, qty: 2 }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('session')).toHaveTextContent('Signed in as Aanya');
    await expect(await canvas.findByText('Cart: 2 lines, 3 items')).toBeVisible();
  },
};

export const IsolatedFromThePreviousStory: Story = {
  loaders: [signedIn()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cart: 0 lines, 0 items')).toBeVisible();
  },
};

export const CartFailing: Story = {
  loaders: [signedIn({ cart: [LIPSTICK] })],
  parameters: mswParameters({ cart: scenarios.cart.failing }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Cart error: Simulated server failure'),
    ).toBeVisible();
  },
};
