import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { IconButton } from '@/ui/icon-button';
import { Input } from '@/ui/input';
import { desktopOnly } from '../support/visual';

function Row({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-4 p-2">{children}</div>;
}

/** One of each interactive primitive; the story's play function puts the first in a state. */
function Primitives({ disabled = false }: { disabled?: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <Row>
        <Button disabled={disabled}>Add to Cart</Button>
        <Button variant="secondary" disabled={disabled}>
          Go to Cart
        </Button>
        <Button variant="ghost" disabled={disabled}>
          Cancel
        </Button>
        <Button variant="danger" disabled={disabled}>
          Delete
        </Button>
      </Row>
      <Row>
        <IconButton label="Add to wishlist" disabled={disabled}>
          <Heart />
        </IconButton>
        <Checkbox label="In stock only" disabled={disabled} />
        <div className="w-64">
          <Input aria-label="Search" placeholder="Search on Glamour" disabled={disabled} />
        </div>
      </Row>
    </div>
  );
}

/**
 * States a shopper can put the primitives in, each with its own screenshot: at rest, keyboard
 * focus (the browser's own :focus-visible ring), a focused field being typed in, and disabled.
 * Hover and pressed (:hover, :active) are not here yet: storybook/test's userEvent dispatches
 * events without moving the browser's pointer, so those pseudo-classes never apply.
 */
const meta = {
  title: 'UI/Interaction states',
  component: Primitives,
  parameters: desktopOnly('states of fixed-size controls look the same at any page width'),
} satisfies Meta<typeof Primitives>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rest: Story = {};

/** Tab from the page: the first control shows the 2px brand ring; a click would not. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const primary = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await userEvent.tab();
    await expect(primary).toHaveFocus();
    await expect(primary.matches(':focus-visible')).toBe(true);
  },
};

/** The search field focused by the keyboard, after the first controls. */
export const FieldFocused: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Search' });
    field.focus();
    await userEvent.keyboard('lip');
    await expect(field).toHaveValue('lip');
  },
};

/** Disabled: nothing responds to the pointer or to Tab. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).not.toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: 'In stock only' })).toBeDisabled();
  },
};
