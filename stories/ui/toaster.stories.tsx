import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { Toaster } from '@/ui/toaster';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';
import { expectToast } from '../support/toast';

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
  argTypes: hiddenArgs(
    'position',
    'duration',
    'closeButton',
    'theme',
    'richColors',
    'toastOptions',
    'style',
  ),
  // Sonner keeps toasts in a module-level store and replays the live ones to each new Toaster, so a
  // toast from the previous story would reappear here: dismiss them all before each story.
  beforeEach: () => {
    toast.dismiss();
  },
  parameters: usageParameters({
    purpose:
      'The shop’s toasts (sonner): a short message at the bottom right that closes by itself after 5 seconds, or on its ×, or on a click anywhere on it. Mounted once; fire one with `toast.success("…")`, `toast.error`, `toast.info` or `toast.warning`.',
    whenToUse: [
      '**Success**: the result of something the shopper did, when the screen does not already show it ("Added to cart", "Address saved").',
      '**Error**: an action that failed, what it means and what to do ("The payment provider could not be reached; nothing was charged. Try again.").',
      '**Warning**: a problem outside the shopper’s control (the connection). **Info**: a side effect worth knowing ("Coupon removed").',
    ],
    whenNotToUse: [
      'For a form field that is wrong: the error under the field.',
      'For a page that could not load: LoadError in the page.',
      'For anything the shopper must answer: AlertDialog.',
    ],
    states: ['Success, error, info, warning, default', 'Closing on click, on its ×, by keyboard'],
    accessibility: [
      'Toasts are announced politely by screen readers; the timer pauses while one is hovered and while the window is hidden.',
      'Each type has its own icon and colour and, first of all, its words: never a toast that says only "Error".',
      'The × is reachable with the keyboard (sonner’s hotkey Alt+T moves focus to the toasts).',
      'Toasts show in the light scheme only.',
    ],
  }),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fire(canvasElement: HTMLElement, name: string, text: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return expectToast(text);
}

/** Press a button to fire each kind of toast. */
export const Playground: Story = {};

/** A toast says what happened in the shopper's words. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'What happened, and what to do if it failed.',
        example: (
          <p className="rounded-md border border-danger-600/40 bg-danger-50 px-4 py-3 text-sm text-danger-800">
            The payment provider could not be reached; nothing was charged. Try again.
          </p>
        ),
      }}
      bad={{
        caption: 'A code and no way forward: the shopper learns nothing.',
        example: (
          <p className="rounded-md border border-danger-600/40 bg-danger-50 px-4 py-3 text-sm text-danger-800">
            Error 500
          </p>
        ),
      }}
    />
  ),
};

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

/** Clicking the toast itself (not only its close button) closes it. */
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
