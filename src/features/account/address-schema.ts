/** The address form's values; its rules are shared with the server (src/domain/inputs.ts). */
import type { z } from 'zod';
import type { addressFormSchema } from '@/domain/inputs';
import type { Address, AddressInput } from '@/domain/types';

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
