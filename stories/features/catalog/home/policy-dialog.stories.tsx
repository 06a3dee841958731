import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PolicyDialog } from '@/features/catalog/home/policy-dialog';
import { Button } from '@/ui/button';
import { ownFrameInDocs } from '../../../support/docs';

/** The footer's way of opening a policy: a button, the dialog, focus back on the button. */
function FooterPolicy() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} variant="secondary" onClick={() => setOpen(true)}>
        Returns policy
      </Button>
      <PolicyDialog
        title="Returns policy"
        text="Unopened products can be returned within 14 days of delivery."
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={button}
      />
    </>
  );
}

const meta = {
  title: 'Components/Shop parts/PolicyDialog',
  parameters: ownFrameInDocs(),
  component: FooterPolicy,
} satisfies Meta<typeof FooterPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened, then closed with Escape: focus returns to the button that opened it. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Returns policy' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Returns policy' });
    await expect(dialog).toHaveTextContent('within 14 days');
    await userEvent.keyboard('{Escape}');
    await expect(opener).toHaveFocus();
  },
};
