import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SignupPage } from '@/features/auth/signup-page';
import { mswParameters } from '../../support/msw';
import { LandedOn, signedOutLoader, withAuthProvider } from './auth-story-support';
import { screenParameters } from '../../support/screen-docs';
import { expectToast } from '../../support/toast';

/** The signup screen with the real auth machine and the simulated back end. */
const meta = {
  title: 'Screens/Signup',
  component: SignupPage,
  decorators: [withAuthProvider],
  loaders: [signedOutLoader],
  parameters: { route: { path: '/signup' }, ...screenParameters('Screens/Signup', 800) },
  render: () => (
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/" element={<LandedOn name="Home" />} />
    </Routes>
  ),
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('First name'), 'Ria');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Kapoor');
  await userEvent.type(canvas.getByLabelText('Email address'), email);
  await userEvent.type(canvas.getByLabelText('Password'), 'pass12');
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'pass12');
  await userEvent.click(canvas.getByRole('button', { name: 'Signup' }));
}

export const Default: Story = {};

/** A new account: signed in, toasted, home. */
export const NewAccount: Story = {
  play: async ({ canvasElement }) => {
    // The back end is reset to its seed before every story, so this address is always new.
    await fill(canvasElement, 'ria.kapoor@glamour.test');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeVisible();
    await expectToast('Signup successful!');
  },
};

/** The email is taken (the seed user's): the server's 422 message is toasted. */
export const EmailAlreadyExists: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'aanya.sharma@glamour.test');
    await expectToast('Unprocessable Entity. Email Already Exists.');
    await expect(within(canvasElement).getByRole('button', { name: 'Signup' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  parameters: mswParameters({
    auth: [http.post('/api/auth/signup', () => delay('infinite'))],
  }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'ria.kapoor@glamour.test');
    const signup = within(canvasElement).getByRole('button', { name: 'Signup' });
    // The auth machine's module loads after the first paint, so the busy state may follow a tick later.
    await waitFor(() => expect(signup).toHaveAttribute('aria-busy', 'true'));
  },
};
