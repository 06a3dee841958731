/**
 * The address form's rules (spec §5: all seven fields required; pincode and mobile numeric) with
 * Indian formats: a pincode is 6 digits not starting with 0, a mobile number 10 digits starting
 * with 6 to 9. Spaces and dashes people type inside numbers are ignored.
 */
import { z } from 'zod';
import { blankOrVisible, INVISIBLE_NAME_MESSAGE } from '@/domain/names';
import type { Address, AddressInput } from '@/domain/types';

const MAX_TEXT = 200;

const required = (message: string) =>
  z.string().trim().min(1, message).max(MAX_TEXT, `Keep it under ${MAX_TEXT} characters.`);

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

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

const m = ADDRESS_FIELD_MESSAGES;

export const addressFormSchema = z.object({
  userName: required(m.userName).refine(blankOrVisible, INVISIBLE_NAME_MESSAGE),
  houseNumber: required(m.houseNumber),
  city: required(m.city),
  state: required(m.state),
  country: required(m.country),
  pincode: digits(/^[1-9]\d{5}$/, m.pincode, m.pincodeFormat),
  mobileNumber: digits(/^[6-9]\d{9}$/, m.mobileNumber, m.mobileFormat),
});

/** What the fields hold: text, numbers included. */
export type AddressFormValues = z.input<typeof addressFormSchema>;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  userName: '',
  houseNumber: '',
  city: '',
  state: '',
  country: '',
  pincode: '',
  mobileNumber: '',
};

/** An address as the form's starting values (for editing). */
export function toFormValues(address: Address | AddressInput): AddressFormValues {
  return {
    userName: address.userName,
    houseNumber: address.houseNumber,
    city: address.city,
    state: address.state,
    country: address.country,
    pincode: String(address.pincode),
    mobileNumber: String(address.mobileNumber),
  };
}
