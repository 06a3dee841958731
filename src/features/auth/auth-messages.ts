/** Every message the sign-in flow shows, in one place so forms, machine and tests agree. */
export const AUTH_MESSAGES = {
  loginSuccess: 'Login successful!',
  signupSuccess: 'Signup successful!',
  loggedOut: "You're logged out!",
  sessionExpired: 'Your session has expired. Please log in again.',
  restoreFailed: 'We could not check your saved session. Please log in again.',
  /** The sign-in code itself did not arrive (a dropped connection, or a stale page after a deploy). */
  loadFailed: 'Sign-in could not be loaded. You can keep shopping as a visitor, or try again.',
  /** Spec §5: a blank field after trimming. */
  invalidInput: 'Enter valid input!',
  passwordMismatch: 'Password & Confirm password should match!',
  passwordLength: 'Password must be 4 to 8 characters.',
  invalidEmail: 'Enter a valid email address.',
} as const;
