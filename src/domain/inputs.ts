/**
 * The input rules the forms and the server share (docs/shop/rules.md, Login and signup input, and
 * Addresses), as zod schemas, with one set of messages: the forms show them beside their fields,
 * the simulated back end (mocks/validation.ts) answers them as `field: message` in a 400. One rule
 * each: a mobile number is 10 digits starting with 6 to 9 (an Indian mobile number), a pincode 6
 * digits not starting with 0, a password 4 to 8 characters.
 */
import { z } from 'zod';
import {
  ADDRESS_FIELD_MESSAGES,
  INPUT_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './input-messages';
import {
  blankOrVisible,
  DIRECTION_CONTROL_MESSAGE,
  invisibleOrWithoutDirectionControl,
  INVISIBLE_NAME_MESSAGE,
} from './names';

export { ADDRESS_FIELD_MESSAGES, INPUT_MESSAGES, PASSWORD_MAX, PASSWORD_MIN };

export const MAX_TEXT = 200;
export const MAX_EMAIL = 254;

const nonBlank = (value: string) => value.trim().length > 0;
/** Text; what else arrives (only a hand-made request sends it) is refused in the server's words. */
const text = () => z.string({ error: 'must be text' });
const required = () => text().trim().min(1, INPUT_MESSAGES.invalidInput);
/** A name's own rules (src/domain/names.ts): something in it is visible, and nothing turns it. */
const nameRules = <T extends z.ZodType<string, string>>(schema: T) =>
  schema
    .refine(blankOrVisible, INVISIBLE_NAME_MESSAGE)
    .refine(invisibleOrWithoutDirectionControl, DIRECTION_CONTROL_MESSAGE);
/** A person's name: refused when blank, when nothing in it is visible, or with a direction control. */
const personName = () =>
  nameRules(required().max(MAX_TEXT, `Keep it under ${MAX_TEXT} characters.`));
const email = () =>
  required()
    .max(MAX_EMAIL, INPUT_MESSAGES.invalidEmail)
    .pipe(z.email({ error: INPUT_MESSAGES.invalidEmail }));
const password = () =>
  text()
    .refine(nonBlank, INPUT_MESSAGES.invalidInput)
    .refine(
      (value) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX,
      INPUT_MESSAGES.passwordLength,
    );

/** Login: both fields non-blank; a password is sent as typed. */
export const loginInputSchema = z.object({
  email: required().max(MAX_EMAIL, INPUT_MESSAGES.invalidEmail),
  password: text().max(MAX_TEXT).refine(nonBlank, INPUT_MESSAGES.invalidInput),
});

const signupFields = {
  firstName: personName(),
  lastName: personName(),
  email: email(),
  password: password(),
};

const passwordsMatch = {
  check: (values: { password: string; confirmPassword?: string }) =>
    values.confirmPassword === undefined || values.confirmPassword === values.password,
  params: { path: ['confirmPassword'], message: INPUT_MESSAGES.passwordMismatch },
};

/** The signup form: every field, the confirmation included. */
export const signupFormSchema = z
  .object({
    ...signupFields,
    confirmPassword: text().refine(nonBlank, INPUT_MESSAGES.invalidInput),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

/**
 * The signup body the server takes: the same fields and rules; the confirmation may be left out,
 * and any further profile fields are kept as given.
 */
export const signupBodySchema = z
  .looseObject({ ...signupFields, confirmPassword: text().optional() })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * An address line: what trimming leaves must be there and visible (a zero-width space or a blank
 * Braille cell alone is no city: the field's own message says what is missing), and nothing in it
 * turns the text around.
 */
const addressText = (message: string, invisible = message) =>
  text()
    .trim()
    .min(1, message)
    .max(MAX_TEXT, `Keep it under ${MAX_TEXT} characters.`)
    .refine(blankOrVisible, invisible)
    .refine(invisibleOrWithoutDirectionControl, DIRECTION_CONTROL_MESSAGE);

/**
 * Spaces and dashes people type inside numbers are ignored; a dash before the first digit is not
 * one of them (-411001 is not a pincode, nor is the JSON number -411001).
 */
const digitsOnly = (value: string) => value.replace(/\s+/g, '').replace(/(?<=\d)-+(?=\d)/g, '');

/** A number typed as text: one message when blank, another when the format is wrong. */
const digits = (pattern: RegExp, blank: string, format: string) =>
  z
    .string()
    .transform(digitsOnly)
    .superRefine((value, ctx) => {
      if (!value) ctx.addIssue({ code: 'custom', message: blank });
      else if (!pattern.test(value)) ctx.addIssue({ code: 'custom', message: format });
    })
    .transform(Number);

const m = ADDRESS_FIELD_MESSAGES;

/** An address as the form holds it (text; pincode and mobile number become numbers). */
export const addressFormSchema = z.object({
  // A name's rules (nameRules) are an address line's, with a name's message for invisible text.
  userName: addressText(m.userName, INVISIBLE_NAME_MESSAGE),
  houseNumber: addressText(m.houseNumber),
  city: addressText(m.city),
  state: addressText(m.state),
  country: addressText(m.country),
  pincode: digits(PINCODE_PATTERN, m.pincode, m.pincodeFormat),
  mobileNumber: digits(MOBILE_PATTERN, m.mobileNumber, m.mobileFormat),
});

/** A number the server takes as a JSON number or numeric text, checked as the form checks it. */
const numeric = (field: z.ZodType<number, string>, blank: string) =>
  z
    .union([z.number(), z.string()], { error: blank })
    .transform((value) => String(value))
    .pipe(field);

/** An address as the server takes it: the form's rules, numbers as numbers or text. */
export const addressBodyInputSchema = addressFormSchema.extend({
  pincode: numeric(addressFormSchema.shape.pincode, m.pincode),
  mobileNumber: numeric(addressFormSchema.shape.mobileNumber, m.mobileNumber),
});
