/** Every message the sign-in flow shows, in one place so forms, machine and tests agree. */
import { INPUT_MESSAGES } from '@/domain/input-messages';

export const AUTH_MESSAGES = {
  loginSuccess: 'Login successful!',
  signupSuccess: 'Signup successful!',
  loggedOut: "You're logged out!",
  sessionExpired: 'Your session has expired. Please log in again.',
  restoreFailed: 'We could not check your saved session. Please log in again.',
  /** The sign-in code itself did not arrive (a dropped connection, or a stale page after a deploy). */
  loadFailed: 'Sign-in could not be loaded. You can keep shopping as a visitor, or try again.',
  /** The forms' input messages, the server's too (src/domain/inputs.ts). */
  ...INPUT_MESSAGES,
} as const;
