/**
 * The words and bounds of the shared input rules (src/domain/inputs.ts), apart from the schemas so
 * the first paint can show them without loading zod.
 */
export const INPUT_MESSAGES = {
  /** A blank field after trimming (docs/shop/rules.md, Login and signup input). */
  invalidInput: 'Enter valid input!',
  passwordMismatch: 'Password & Confirm password should match!',
  passwordLength: 'Password must be 4 to 8 characters.',
  invalidEmail: 'Enter a valid email address.',
} as const;

/** The password's length, shown as a hint and checked on submit. */
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 8;

export const ADDRESS_FIELD_MESSAGES = {
  userName: 'Enter the name.',
  houseNumber: 'Enter the house number, road and colony.',
  city: 'Enter the city.',
  state: 'Enter the state.',
  country: 'Enter the country.',
  pincode: 'Enter the pincode.',
  pincodeFormat: 'Pincode must be 6 digits and cannot start with 0.',
  mobileNumber: 'Enter the mobile number.',
  mobileFormat: 'Mobile number must be 10 digits, starting with 6, 7, 8 or 9.',
} as const;

/**
 * The server's answer (404) to a login with an unknown email, and to a signed-in call whose token's
 * account is gone (docs/shop/errors.md): the client ends the session on it, as on a 401.
 */
export const NOT_REGISTERED = 'The email you entered is not Registered. Not Found error';
