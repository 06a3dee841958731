import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

function DeleteAddress({ defaultOpen }: { defaultOpen?: boolean }) {
  const [deleted, setDeleted] = useState(false);
  return (
    <div className="flex items-center gap-4">
      <AlertDialog defaultOpen={defaultOpen}>
        <AlertDialogTrigger asChild>
          <Button variant="danger" disabled={deleted}>
            Delete
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this address?</AlertDialogTitle>
            <AlertDialogDescription>
              12 MG Road, Bengaluru will be removed from your address book.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => setDeleted(true)}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <p role="status" className="text-sm text-neutral-700">
        {deleted ? 'Address deleted' : null}
      </p>
    </div>
  );
}

const meta = {
  title: 'Components/Primitives/AlertDialog',
  component: AlertDialogContent,
  render: () => <DeleteAddress />,
  argTypes: hiddenArgs('children', 'className'),
  parameters: usageParameters({
    purpose:
      'Asks the shopper to confirm something that cannot be undone, before it happens ("Delete this address?"). It waits for an answer: clicking outside does nothing.',
    whenToUse: [
      'Deleting something the shopper made (an address) or giving up work (leaving checkout with a form half filled).',
      'The title asks the question; the description says what will be lost, by name.',
      'The confirming button repeats the verb of the question (Delete), in the danger variant.',
    ],
    whenNotToUse: [
      'For anything undoable (Remove From Cart, a wishlist heart): act at once and say so in a toast.',
      'For a form or a choice (a coupon, filters): use Dialog, which closes on Escape and outside clicks.',
      'To tell the shopper something without a choice: use a toast or an inline message.',
    ],
    states: ['Closed (the trigger)', 'Open, focus on Cancel', 'Confirmed (the trigger reports it)'],
    accessibility: [
      'Focus starts on Cancel, the safe choice; Tab moves only between Cancel and the action; Escape cancels and focus returns to the trigger.',
      'The title names the dialog for screen readers and the description is read with it: write both as full sentences.',
      'Buttons are 40 px high; keep Cancel first and the action last, in reading and Tab order.',
    ],
  }),
} satisfies Meta<typeof AlertDialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delete confirmation, closed: press Delete to open it. */
export const Playground: Story = {};

/** A confirmation asks about one named thing and repeats its verb on the button. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  render: () => (
    <DoDont
      good={{
        caption: 'The question names what goes; the action repeats its verb.',
        example: (
          <div className="flex flex-col gap-3">
            <p className="font-semibold">Delete this address?</p>
            <div className="flex gap-3">
              <Button variant="ghost">Cancel</Button>
              <Button variant="danger">Delete</Button>
            </div>
          </div>
        ),
      }}
      bad={{
        caption: 'A vague question and OK / Cancel: the shopper has to guess what OK does.',
        example: (
          <div className="flex flex-col gap-3">
            <p className="font-semibold">Are you sure?</p>
            <div className="flex gap-3">
              <Button variant="ghost">Cancel</Button>
              <Button>OK</Button>
            </div>
          </div>
        ),
      }}
    />
  ),
};

/** Enter opens it with focus on Cancel; Escape cancels and focus returns to the trigger. */
export const CancelWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Tab to the confirming button, Enter confirms. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Address deleted');
  },
};

export const Open: Story = {
  render: () => <DeleteAddress defaultOpen />,
  // An open modal covers the page: on the docs page it is shown in its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};
