import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShipForm } from '@/features/tester/console/ship-form';
import { CARRIER_MAX } from '@/features/tester/console/order-moves';
import { ownFrameInDocs } from '../../../support/docs';

/**
 * The Orders panel's shipment form, opened by Ship on an order that can ship: the carrier and the
 * tracking number, both required, checked before anything is sent. It opens on Carrier, Escape or
 * Cancel closes it, and it keeps what was typed while the move is refused.
 */
const meta = {
  title: 'Request tester/Console/ShipForm',
  parameters: ownFrameInDocs(),
  component: ShipForm,
  args: {
    label: 'Ship order 1a2b3c',
    onSubmit: fn(() => Promise.resolve()),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShipForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Ship order 1a2b3c' }));

/** Typed and sent: the shipment goes over trimmed, with focus starting on Carrier. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = form(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Carrier')).toHaveFocus());
    await userEvent.keyboard(' Delhivery ');
    await userEvent.type(canvas.getByLabelText('Tracking number'), 'DLV1234567890IN');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      carrier: 'Delhivery',
      trackingNumber: 'DLV1234567890IN',
    });
  },
};

/** Sent empty, or with a carrier too long: each field says what it needs, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    await expect(await canvas.findByText('Enter the carrier.')).toBeVisible();
    await expect(canvas.getByText('Enter the tracking number.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Carrier'), 'x'.repeat(CARRIER_MAX + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    await expect(
      await canvas.findByText(`The carrier is at most ${CARRIER_MAX} characters.`),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The move was refused (the order was cancelled meanwhile): the form stays with what was typed. */
export const Refused: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('refused'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = form(canvasElement);
    await userEvent.type(canvas.getByLabelText('Carrier'), 'Blue Dart');
    await userEvent.type(canvas.getByLabelText('Tracking number'), 'BD998877');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark shipped' })).toBeEnabled());
    await expect(canvas.getByLabelText('Carrier')).toHaveValue('Blue Dart');
    await expect(canvas.getByLabelText('Tracking number')).toHaveValue('BD998877');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Escape from any field closes the form without sending; so does Cancel. */
export const Dismissed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = form(canvasElement);
    await userEvent.type(canvas.getByLabelText('Tracking number'), 'DLV1');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
