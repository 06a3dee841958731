import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { DoDont } from '../content/do-dont';
import { hiddenArgs, usageParameters } from '../content/usage';

type DemoProps = { side?: 'center' | 'bottom-sheet'; defaultOpen?: boolean; showClose?: boolean };

function CouponDemo({ side = 'center', defaultOpen, showClose }: DemoProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Apply coupon</Button>
      </DialogTrigger>
      <DialogContent side={side} showClose={showClose}>
        <DialogHeader>
          <DialogTitle>Apply coupon</DialogTitle>
          <DialogDescription>Enter a code to get a discount on this order.</DialogDescription>
        </DialogHeader>
        <Field label="Coupon code">
          <Input placeholder="GLAM10" />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button>Apply</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Components/Primitives/Dialog',
  parameters: usageParameters({
    purpose:
      'A short task on top of the page that the shopper can leave at any time: apply a coupon, pick an address, read a policy. On a phone, `side="bottom-sheet"` rises from the bottom edge (the filters).',
    whenToUse: [
      'A task of one or two fields or one choice, after which the shopper is back where they were.',
      'Filters on a phone (bottom sheet), where the side panel of the desktop has no room.',
      '`showClose` adds a × named "Close" when the dialog has no Cancel of its own.',
    ],
    whenNotToUse: [
      'To confirm something that cannot be undone: use AlertDialog (it does not close on an outside click).',
      'For a long form or a page of its own (sign up, an address book): give it a screen.',
      'To announce a result ("Added to cart"): use a toast.',
    ],
    states: [
      'Closed (the trigger)',
      'Open in the centre',
      'Bottom sheet',
      'With and without the × button',
    ],
    accessibility: [
      'Focus moves into the dialog and stays there (Tab cycles inside); Escape and the overlay close it; focus returns to the button that opened it.',
      'Every dialog has a title (it names the dialog) and, if it needs one, a description; write the title as the task ("Apply coupon").',
      'The × is 32 px; buttons in the footer are 40 px, Cancel before the main action.',
    ],
  }),
  component: DialogContent,
  args: { side: 'center' },
  argTypes: {
    side: { control: 'inline-radio', options: ['center', 'bottom-sheet'] },
    showClose: { control: 'boolean' },
    ...hiddenArgs('children', 'className', 'asChild', 'forceMount'),
  },
  render: ({ side, showClose }) => <CouponDemo side={side ?? 'center'} showClose={showClose} />,
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open modal covers the page: on the docs page it is shown in its own frame. */
const ownFrame = { docs: { story: { inline: false, iframeHeight: 480 } } };

/** Choose where it opens and whether it has a ×; press Apply coupon to open it. */
export const Playground: Story = { args: { side: 'center', showClose: true } };

/** A dialog is for a short task; a result is a toast. */
export const DoAndDont: Story = {
  name: 'Do and don’t',
  parameters: {
    visual: { widths: [1280], reason: 'a drawing of two triggers, read on a desktop' },
  },
  render: () => (
    <DoDont
      good={{
        caption: 'The trigger names the task the dialog holds.',
        example: <Button variant="secondary">Apply coupon</Button>,
      }}
      bad={{
        caption: 'A dialog that only says "Added to cart" interrupts for nothing: that is a toast.',
        example: (
          <div className="rounded-lg bg-white p-4 shadow-overlay">
            <p className="font-semibold">Added to cart</p>
            <Button className="mt-3" size="sm">
              OK
            </Button>
          </div>
        ),
      }}
    />
  ),
};

/**
 * Keyboard: Enter on the trigger opens it and focus moves inside; Tab cycles within the dialog (the
 * trap); Escape closes it and focus returns to the trigger.
 */
export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Apply coupon' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Apply coupon' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter a code to get a discount on this order.',
    );
    const code = within(dialog).getByRole('textbox', { name: 'Coupon code' });
    await waitFor(() => expect(code).toHaveFocus());

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // The trap: past the last control, Tab wraps to the first one inside, not to the page.
    await userEvent.tab();
    await expect(code).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The × button and a DialogClose both close it. */
export const CloseButtons: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Apply coupon' });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open in the middle of the page, over a dimmed overlay. */
export const Open: Story = {
  render: ({ side, showClose }) => (
    <CouponDemo side={side ?? 'center'} showClose={showClose} defaultOpen />
  ),
  parameters: ownFrame,
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Apply coupon' })).toBeVisible();
  },
};

export const WithoutCloseButton: Story = {
  ...Open,
  args: { showClose: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Apply coupon' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

/** On a phone, filter sheets rise from the bottom edge. */
export const BottomSheet: Story = {
  ...Open,
  args: { side: 'bottom-sheet' },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Apply coupon' });
    await expect(dialog).toHaveAttribute('data-side', 'bottom-sheet');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const BottomSheetOpen: Story = {
  ...Open,
  args: { side: 'bottom-sheet' },
  globals: { viewport: { value: 'mobile' } },
};
