import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Layout } from '@/app/layout';
import { RouteError } from '@/app/route-error';
import { withAuthProvider } from '../features/auth/auth-story-support';
import { screenParameters } from '../support/screen-docs';

function CrashingScreen(): never {
  throw new Error('Cannot read properties of undefined (reading "price")');
}

/** A screen that throws once, then renders (a passing glitch: the retry mends it). */
const screenBroken = { current: true };
function GlitchingScreen() {
  if (screenBroken.current) throw new Error('A passing glitch');
  return <h1>The screen is back</h1>;
}

/** A screen that throws shows 'Unexpected Application Error!' with a way home. */
const meta = {
  title: 'Screens/Route error',
  component: RouteError,
  args: { error: new Error('Cannot read properties of undefined (reading "price")') },
  parameters: screenParameters('Screens/Route error', 600),
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Screen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    // A full page load home, so nothing of the broken state is carried over.
    await expect(canvas.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  },
};

/** In the app: the layout's error boundary catches the crash; the header stays usable. */
export const InTheLayout: Story = {
  decorators: [withAuthProvider],
  parameters: { layout: 'fullscreen', route: { path: '/products/broken' } },
  render: () => (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<CrashingScreen />} />
      </Route>
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByText(/reading "price"/)).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
  },
};

/** The screen's error page offers 'Try again', which renders the screen again. */
export const RetryInTheLayout: Story = {
  ...InTheLayout,
  beforeEach: () => {
    screenBroken.current = true;
  },
  // After the retry the page is the stand-in screen: nothing of the error page to compare.
  parameters: { ...InTheLayout.parameters, visual: false },
  render: () => (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<GlitchingScreen />} />
      </Route>
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Unexpected Application Error!' });
    screenBroken.current = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'The screen is back' })).toBeVisible();
  },
};
