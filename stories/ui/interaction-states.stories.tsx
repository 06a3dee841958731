import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { DOCS_RENDERED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Chip } from '@/ui/chip';
import { IconButton } from '@/ui/icon-button';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { Slider } from '@/ui/slider';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
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
      <Row>
        <Button variant="link" disabled={disabled}>
          Clear all
        </Button>
        {/* A link and a chip cannot be disabled: not shown in the disabled set. */}
        {disabled ? null : (
          <Button variant="link" asChild>
            <a href="#main">Create new account</a>
          </Button>
        )}
        <IconButton label="Add to wishlist (solid)" variant="solid" disabled={disabled}>
          <Heart />
        </IconButton>
        <IconButton label="Add to wishlist (brand)" variant="brand" disabled={disabled}>
          <Heart />
        </IconButton>
        {disabled ? null : <Chip label="Makeup" onRemove={() => {}} />}
        <RadioGroup aria-label="Rating" className="flex gap-4" disabled={disabled}>
          <RadioGroupItem value="4" label="4 Stars & above" />
        </RadioGroup>
      </Row>
      <Row>
        <Tabs defaultValue="user">
          <TabsList aria-label="Account">
            <TabsTrigger value="user" disabled={disabled}>
              User Details
            </TabsTrigger>
            <TabsTrigger value="orders" disabled={disabled}>
              Order History
            </TabsTrigger>
          </TabsList>
          {/* Every tab points at its panel; only the open one has content. */}
          <TabsContent value="user" forceMount className="sr-only">
            The shopper&rsquo;s details
          </TabsContent>
          <TabsContent value="orders" forceMount hidden />
        </Tabs>
        <div className="w-56">
          <PasswordInput aria-label="Password" defaultValue="glam1234" disabled={disabled} />
        </div>
        <div className="w-56">
          <Slider label="Price" min={100} max={3000} defaultValue={[1500]} disabled={disabled} />
        </div>
      </Row>
    </div>
  );
}

/**
 * States a shopper can put the primitives in, each with its own screenshot: at rest, under the
 * pointer (hover), pressed, keyboard focus (the browser's own :focus-visible ring), a focused field
 * being typed in, and disabled. storybook/test's userEvent dispatches events without moving the
 * browser's pointer, so :hover and :active never apply from a play function:
 * storybook-addon-pseudo-states forces them instead (`parameters.pseudo`), by giving every
 * pseudo-class rule of the stylesheets a class twin that it sets on the story's elements.
 */
const meta = {
  title: 'Components/Primitives/Interaction states',
  component: Primitives,
  // Spread, not the call's object itself: as `parameters: desktopOnly(…)` here the story tests
  // never saw it (the stories were taken at 375 px as well).
  parameters: { ...desktopOnly('states of fixed-size controls look the same at any page width') },
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
    // Tab stops at no control (the open tab's panel is focusable, as a tab panel is).
    await expect(
      document.activeElement?.matches('button, input, a, [role="slider"], [role="tab"]'),
    ).toBe(false);
    await expect(canvas.getByRole('checkbox', { name: 'In stock only' })).toBeDisabled();
  },
};

/**
 * Forces pseudo-classes on one story (storybook-addon-pseudo-states). Two things the addon expects
 * from Storybook's own page are missing in the story tests (portable stories in Vitest):
 * - it puts its classes on `#storybook-root`, which is not there: the story's canvas is marked
 *   before it renders and named as the addon's root instead (in Storybook that is the same element
 *   as #storybook-root; on a docs page, each story's own);
 * - it rewrites the stylesheets' pseudo-class rules when Storybook announces a rendered story or
 *   docs page, which nobody announces there: the tests announce one (the only listener is the
 *   addon's rewrite).
 */
function forced(states: { hover?: boolean; active?: boolean }) {
  return (id: string) => ({
    parameters: { pseudo: { ...states, rootSelector: `[data-pseudo-root="${id}"]` } },
    beforeEach: ({ canvasElement }: { canvasElement: HTMLElement }) => {
      canvasElement.dataset.pseudoRoot = id;
      if (document.documentElement.hasAttribute('data-test-mode'))
        addons.getChannel().emit(DOCS_RENDERED);
      // The story tests' canvas may be reused by the next story, which must not stay hovered.
      return () => {
        delete canvasElement.dataset.pseudoRoot;
        canvasElement.classList.remove(
          ...[...canvasElement.classList].filter((name) => name.startsWith('pseudo-')),
        );
      };
    },
  });
}

/** The pseudo-state classes the addon sets on the story root, and back. */
function withoutForcedStates<T>(root: HTMLElement, read: () => T): T {
  const forced = [...root.classList].filter((name) => name.startsWith('pseudo-'));
  root.classList.remove(...forced);
  try {
    return read();
  } finally {
    root.classList.add(...forced);
  }
}

const background = (element: Element) => getComputedStyle(element).backgroundColor;

/**
 * Every control under the pointer (:hover): buttons and icon buttons a shade darker, the link a
 * darker purple, the chip's × and the slider's thumb tinted, tabs and the password toggle darker.
 */
export const Hover: Story = {
  ...forced({ hover: true })('hover'),
  play: async ({ canvasElement }) => {
    const primary = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    const root = canvasElement;
    // The addon sets its classes just after the story renders.
    await waitFor(() => expect(root.classList).toContain('pseudo-hover-all'));
    // The forced state really changes the look: without it the button is its resting colour.
    const atRest = withoutForcedStates(root as HTMLElement, () => background(primary));
    await expect(background(primary)).not.toBe(atRest);
  },
};

/**
 * Pressed (:active, with the pointer over it, as a press always is). No primitive has a pressed
 * look of its own yet (no `active:` styles in src/ui): a press looks like hover, and this
 * baseline is where a designer's pressed style would show.
 */
export const Pressed: Story = {
  ...forced({ hover: true, active: true })('pressed'),
  play: async ({ canvasElement }) => {
    const root = canvasElement;
    await waitFor(() => expect(root.classList).toContain('pseudo-active-all'));
    await expect(root.classList).toContain('pseudo-hover-all');
  },
};
