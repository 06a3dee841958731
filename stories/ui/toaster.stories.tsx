import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { Toaster } from '@/ui/toaster';

/** The buttons only: every story already has the app's one Toaster (see .storybook/decorators). */
function ToastButtons() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" onClick={() => toast.success('Item added to cart')}>
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.error('Something went wrong, please try again')}
      >
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast.info('Coupon removed')}>
        Info
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.warning('Please check your internet connection')}
      >
        Warning
      </Button>
      <Button variant="secondary" onClick={() => toast('Address saved')}>
        Default
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Primitives/Toaster',
  component: Toaster,
  render: () => <ToastButtons />,
  // Sonner keeps toasts in a module-level store and replays the live ones to each new Toaster, so a
  // toast from the previous story would reappear here: dismiss them all before each story.
  beforeEach: () => {
    toast.dismiss();
  },
  parameters: {
    docs: {
      description: {
        component:
          "Sonner, set up per spec §2: bottom-right, 5000 ms, a close button, light theme; timers pause on hover and while the window is hidden. Fire toasts with `toast.success('…')`, `toast.error`, `toast.info`, `toast.warning`.",
      },
    },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fire(canvasElement: HTMLElement, name: string, text: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return screen.findByText(text);
}

/** A success toast appears; its close button (Tab to it, Enter) dismisses it. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const message = await fire(canvasElement, 'Success', 'Item added to cart');
    await expect(message).toBeVisible();
    const toastElement = message.closest<HTMLElement>('[data-sonner-toast]');
    await expect(toastElement).toHaveAttribute('data-type', 'success');
    const close = within(toastElement ?? document.body).getByRole('button', {
      name: 'Close toast',
    });
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByText('Item added to cart')).not.toBeInTheDocument());
  },
};

/** Spec §2: clicking the toast itself (not only its close button) closes it. */
export const ClosesOnClick: Story = {
  play: async ({ canvasElement }) => {
    const message = await fire(canvasElement, 'Info', 'Coupon removed');
    await userEvent.click(message);
    await waitFor(() => expect(screen.queryByText('Coupon removed')).not.toBeInTheDocument());
  },
};

/** Every type at once, as they stack. */
export const AllTypes: Story = {
  play: async ({ canvasElement }) => {
    await fire(canvasElement, 'Success', 'Item added to cart');
    await fire(canvasElement, 'Error', 'Something went wrong, please try again');
    await fire(canvasElement, 'Info', 'Coupon removed');
    await fire(canvasElement, 'Warning', 'Please check your internet connection');
    await expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(4);
  },
};

export const Error: Story = {
  play: async ({ canvasElement }) => {
    const message = await fire(canvasElement, 'Error', 'Something went wrong, please try again');
    await expect(message.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  },
};

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await fire(canvasElement, 'Info', 'Coupon removed');
  },
};

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    await fire(canvasElement, 'Warning', 'Please check your internet connection');
  },
};

/** Keyboard: the close button is reachable with Tab and works with Enter. */
export const CloseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await fire(canvasElement, 'Default', 'Address saved');
    const close = screen.getByRole('button', { name: 'Close toast' });
    close.focus();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Address saved')).not.toBeInTheDocument());
  },
};
