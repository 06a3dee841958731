import { describe, expect, it } from 'vitest';
import { INVISIBLE_NAME_MESSAGE } from '@/domain/names';
import {
  ADDRESS_FIELD_MESSAGES as M,
  addressBodyInputSchema,
  addressFormSchema,
} from '@/domain/inputs';
import {
  EMPTY_ADDRESS_FORM,
  toFormValues,
  type AddressFormValues,
} from '@/features/account/address-schema';

const valid: AddressFormValues = {
  userName: ' Aanya Sharma ',
  houseNumber: '42, Rose Villa, MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560 001',
  mobileNumber: '98765-43210',
};

const messages = (values: AddressFormValues) => {
  const result = addressFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('address form rules', () => {
  it('accepts a full address, trimming text and reading numbers with spaces or dashes', () => {
    expect(addressFormSchema.parse(valid)).toEqual({
      userName: 'Aanya Sharma',
      houseNumber: '42, Rose Villa, MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode: 560001,
      mobileNumber: 9876543210,
    });
  });

  it('requires all seven fields, each with its own message (blank after trimming counts)', () => {
    expect(messages({ ...EMPTY_ADDRESS_FORM, city: '   ' })).toEqual({
      userName: M.userName,
      houseNumber: M.houseNumber,
      city: M.city,
      state: M.state,
      country: M.country,
      pincode: M.pincode,
      mobileNumber: M.mobileNumber,
    });
  });

  it.each(['56000', '5600011', '060001', '56O001', '56.001', '-560001', '- 560001', '560001-'])(
    'refuses pincode %s',
    (pincode) => {
      expect(messages({ ...valid, pincode })).toEqual({ pincode: M.pincodeFormat });
    },
  );

  it.each(['987654321', '98765432101', '5876543210', '+919876543210', 'ninenine', '-9876543210'])(
    'refuses mobile number %s',
    (mobileNumber) => {
      expect(messages({ ...valid, mobileNumber })).toEqual({ mobileNumber: M.mobileFormat });
    },
  );

  it('refuses text longer than the server keeps', () => {
    expect(messages({ ...valid, city: 'x'.repeat(201) })).toEqual({
      city: 'Keep it under 200 characters.',
    });
  });

  it('turns a saved address back into form text', () => {
    const parsed = addressFormSchema.parse(valid);
    expect(toFormValues({ ...parsed, id: 'a1' })).toEqual({
      ...valid,
      userName: 'Aanya Sharma',
      pincode: '560001',
      mobileNumber: '9876543210',
    });
  });
});

describe('address name', () => {
  it('is refused when made only of invisible characters (the server refuses it too)', () => {
    expect(messages({ ...valid, userName: '\u200b\u200d\u202e' })).toEqual({
      userName: INVISIBLE_NAME_MESSAGE,
    });
  });
});

describe('address lines', () => {
  it('are refused when made only of invisible characters, with the field’s own message', () => {
    expect(
      messages({
        ...valid,
        houseNumber: '\u2800',
        city: '\u200b',
        state: '\u3164',
        country: '\u200d',
      }),
    ).toEqual({ houseNumber: M.houseNumber, city: M.city, state: M.state, country: M.country });
  });

  it('are refused with a direction control that turns the text around', () => {
    expect(Object.keys(messages({ ...valid, city: 'Bengaluru\u202e' }))).toEqual(['city']);
  });
});

describe('the server takes an address by the same rules', () => {
  const body = { ...valid, pincode: 560001, mobileNumber: 9876543210 };

  it('accepts numbers or numeric text, as the form sends them', () => {
    expect(addressBodyInputSchema.parse(body)).toEqual(addressFormSchema.parse(valid));
    expect(
      addressBodyInputSchema.parse({ ...body, mobileNumber: '98765 43210' }).mobileNumber,
    ).toBe(9876543210);
  });

  // A negative JSON number used to pass: its text's minus sign was read as a typed dash.
  it.each([5876543210, '1234567890', 987654321, -9876543210, 9876543210.5, null])(
    'refuses the mobile number %j with the form’s words',
    (mobileNumber) => {
      const result = addressBodyInputSchema.safeParse({ ...body, mobileNumber });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        mobileNumber === null ? M.mobileNumber : M.mobileFormat,
      ]);
    },
  );

  it.each([-560001, 560001.5])('refuses the pincode %j with the form’s words', (pincode) => {
    const result = addressBodyInputSchema.safeParse({ ...body, pincode });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([M.pincodeFormat]);
  });
});
