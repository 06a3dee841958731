import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Layout } from '@/app/layout';
import { Button } from '@/ui/button';
import { withAuthProvider } from '../features/auth/auth-story-support';
import { ownFrameInDocs } from '../support/docs';

function ScreenStandIn() {
  return (
    <section className="mx-auto max-w-3xl p-6">
      <h1 className="text-xl font-semibold text-neutral-900">A screen</h1>
      <p className="mt-2 text-neutral-700">Each route’s screen renders here, under the header.</p>
      <Button
        className="mt-4"
        variant="secondary"
        onClick={() => {
          toast.success('Item added to cart');
          toast.error('Something went wrong, please try again');
        }}
      >
        Show toasts
      </Button>
    </section>
  );
}

/**
 * The page frame (src/app/layout.tsx): skip link, header with the real navbar, the
 * screen in an error boundary and the tester's settings badge.
 */
const meta = {
  title: 'Components/Shop parts/Layout',
  component: Layout,
  decorators: [withAuthProvider],
  parameters: {
    ...ownFrameInDocs(),
    layout: 'fullscreen',
    route: { path: '/' },
  },
  render: (args) => (
    <Routes>
      <Route element={<Layout {...args} />}>
        <Route path="*" element={<ScreenStandIn />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header and screen; Tab first reaches the skip link, which points at the screen. */
export const WithHeader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'A screen' })).toBeVisible();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};

/**
 * Server mode without Razorpay's keys: every page says the shop takes test payments only,
 * above the header and after the skip link.
 */
export const WithTestPaymentsBanner: Story = {
  args: { testPayments: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'A screen' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Test payments: this shop takes test cards and UPI ids only, never real money.',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};

/** Toasts stack at the bottom right, over the page, newest in front (sonner). */
export const WithToasts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show toasts' }));
    const newest = await screen.findByText('Something went wrong, please try again');
    await waitFor(() => expect(newest).toBeVisible());
    await expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(2);
  },
};

/** A navbar that throws while `navbarBroken.current` is set (the story mends it before retrying). */
const navbarBroken = { current: true };
function BrokenNavbar() {
  if (navbarBroken.current) throw new Error('The navbar broke');
  return (
    <header>
      <nav aria-label="Main">The navbar is back</nav>
    </header>
  );
}

/**
 * A render error in the navbar takes only the navbar: a small notice with 'Try again' and a way
 * home stands in its place, and the screen under it is still there.
 */
export const NavbarCrashed: Story = {
  beforeEach: () => {
    navbarBroken.current = true;
  },
  render: () => (
    <Routes>
      <Route element={<Layout header={<BrokenNavbar />} />}>
        <Route path="*" element={<ScreenStandIn />} />
      </Route>
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('The navigation could not be shown.');
    await expect(within(notice).getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('heading', { name: 'A screen' })).toBeVisible();
  },
};

/** With the navbar broken the screen still works (its button shows toasts); retry mends the navbar. */
export const NavbarCrashedThenRetried: Story = {
  ...NavbarCrashed,
  // It ends as the stand-in navbar with toasts: NavbarCrashed shows the notice.
  parameters: { ...meta.parameters, visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Show toasts' }));
    const toastShown = await screen.findByText('Something went wrong, please try again');
    await waitFor(() => expect(toastShown).toBeVisible());
    navbarBroken.current = false;
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('navigation', { name: 'Main' })).toHaveTextContent(
      'The navbar is back',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
