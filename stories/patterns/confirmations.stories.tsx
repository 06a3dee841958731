import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddressCard } from '@/features/account/address-card';
import { AUTH_MESSAGES } from '@/features/auth/auth-messages';
import { celebrateWithConfetti } from '@/features/checkout/confetti';
import { CHECKOUT_MESSAGES } from '@/features/checkout/use-checkout-logic';
import { Button } from '@/ui/button';
import { HOME } from '../features/account/account-fixtures';
import { designParameters } from '../support/docs';
import { StateRow } from './pattern-support';
import { expectToast } from '../support/toast';

/**
 * How the shop confirms what a shopper did: it asks first only when something is lost for good,
 * says so in a toast when the action can be undone, and celebrates a payment. The account's and
 * checkout's own stories show each in place.
 */
const meta = {
  title: 'Patterns/Confirmations',
  parameters: designParameters(
    {
      purpose:
        'When the shop asks before it acts, when it acts at once and says so, and how it marks a payment that went through. One rule, so a dialog always means something is about to be lost.',
      rule: [
        'Ask first (AlertDialog) only for what cannot be undone: deleting a saved address. The title asks the question about the named thing (“Delete this address?”), the description says what will go, Cancel comes first and takes the focus, and the confirming button repeats the verb (Delete) in the danger variant.',
        'Act at once and say so in a toast when the action can be undone or the screen already shows it: Add to Cart (the button becomes Go to Cart), the wishlist heart, a coupon (“Coupon is applied!”), Logout (“You’re logged out!”). A visitor who tries to add is told “Please login to proceed!” as a warning toast.',
        'Money: Place Order opens the payment provider’s window, which is the confirmation; the shop adds no dialog of its own in front of it. A payment that went through gets the success toast (“Payment of Rs. X is Successful !”) and a 3-second confetti burst, none for shoppers who prefer reduced motion.',
        'Words: buttons start with a verb (Delete, Place Order, Add to Cart, Cancel order), never OK or Yes. The texts in docs/shop/texts.md stand exactly as written, odd capitals and spaces included.',
      ],
      whenToUse: [
        'Any action that deletes what the shopper made or that moves money: decide with this page whether it asks, toasts or celebrates.',
        'A new destructive action: give it the delete-address dialog’s shape (question, what goes, Cancel, verb).',
      ],
      whenNotToUse: [
        'For an action the server refused: an error toast, as in Patterns/Loading, empty and errors.',
        'For a form or a choice (a coupon, filters): Dialog, which closes on Escape and outside clicks.',
        'To ask “Are you sure?” before something undoable: act and let the shopper undo it.',
      ],
      states: {
        AskFirst:
          'A saved address with Delete: opened by keyboard, focus kept inside, Cancel returns to Delete.',
        ToastIsEnough: 'The toasts after undoable actions, in the shop’s words.',
        PaymentCelebrated: 'The success toast after a payment, with the confetti burst.',
      },
      accessibility: {
        touchTarget:
          'Cancel and the confirming button are 40 px high; a toast’s × is reachable by keyboard.',
        focusOrder:
          'A confirmation opens with focus on Cancel; Tab moves only between Cancel and the action; Escape or Cancel closes it and focus returns to the button that opened it.',
        errors:
          'The dialog is an alertdialog named by its question and read with its description; toasts are announced politely and say what happened in words, never only by colour.',
      },
    },
    600,
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskFirst: Story = {
  render: () => (
    <StateRow
      heading="Asks before it acts"
      cells={[
        {
          state: 'Deleting a saved address',
          node: (
            <div className="w-[min(36rem,90vw)]">
              <AddressCard address={HOME} onEdit={fn()} onDelete={fn()} />
            </div>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    // Focus on Delete, then open the dialog with the keyboard.
    trigger.focus();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(cancel).toHaveFocus());
    // Focus is trapped: Tab and Shift+Tab cycle between Cancel and Delete only.
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Cancel closes it and gives focus back to the trigger.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

const UNDOABLE = [
  { state: 'A coupon applied', action: 'Apply', message: 'Coupon is applied!' },
  { state: 'A coupon removed', action: 'Remove coupon', message: 'Coupon is removed!' },
  { state: 'Logging out', action: 'Logout', message: AUTH_MESSAGES.loggedOut },
  { state: 'A visitor adds to cart', action: 'Add to Cart', message: 'Please login to proceed!' },
] as const;

export const ToastIsEnough: Story = {
  render: () => (
    <StateRow
      heading="Acts at once, then says so"
      cells={UNDOABLE.map(({ state, action, message }) => ({
        state,
        node: (
          <Button
            variant="secondary"
            onClick={() =>
              state === 'A visitor adds to cart' ? toast.warning(message) : toast.success(message)
            }
          >
            {action}
          </Button>
        ),
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { action, message } of UNDOABLE) {
      await userEvent.click(canvas.getByRole('button', { name: action }));
      await expectToast(message);
    }
    // No action here asked first.
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const PaymentCelebrated: Story = {
  render: () => (
    <StateRow
      heading="A payment that went through"
      cells={[
        {
          state: 'After the payment provider confirms',
          node: (
            <Button
              onClick={() => {
                toast.success(CHECKOUT_MESSAGES.paid(1249));
                celebrateWithConfetti();
              }}
            >
              Place Order
            </Button>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place Order' }));
    await expectToast('Payment of Rs. 1249.00 is Successful !');
  },
};
