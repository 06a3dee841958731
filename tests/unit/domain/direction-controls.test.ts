/**
 * Names refuse the characters that turn the text's direction (src/domain/names.ts): the embeddings
 * and overrides U+202A-U+202E and the isolates U+2066-U+2069, in signup and address names alike.
 */
import { describe, expect, it } from 'vitest';
import {
  DIRECTION_CONTROL_MESSAGE,
  INVISIBLE_NAME_MESSAGE,
  invisibleOrWithoutDirectionControl,
} from '@/domain/names';
import { addressBodyInputSchema, addressFormSchema, signupBodySchema } from '@/domain/inputs';

const CONTROLS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

const signup = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  password: 'pass1234',
};

const address = {
  userName: 'Aanya Sharma',
  houseNumber: '42, Rose Villa, MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560001',
  mobileNumber: '9876543210',
};

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a name with a direction control', () => {
  it.each(CONTROLS.map((c) => [`U+${c.codePointAt(0)?.toString(16).toUpperCase()}`, c]))(
    'is refused with %s inside readable text',
    (_, control) => {
      expect(invisibleOrWithoutDirectionControl(`Aanya${control}Sharma`)).toBe(false);
      expect(invisibleOrWithoutDirectionControl(`${control}Aanya`)).toBe(false);
    },
  );

  it('leaves readable names (right-to-left scripts too) and invisible ones to their own rules', () => {
    expect(invisibleOrWithoutDirectionControl('Aanya Sharma')).toBe(true);
    expect(invisibleOrWithoutDirectionControl('مريم')).toBe(true);
    expect(invisibleOrWithoutDirectionControl('O\u200fNeil')).toBe(true); // a right-to-left mark
    expect(invisibleOrWithoutDirectionControl('\u202e\u2066')).toBe(true); // "visible" reports it
  });

  it.each(['firstName', 'lastName'])('is refused as a signup %s, with one message', (field) => {
    const result = signupBodySchema.safeParse({ ...signup, [field]: 'Meera\u202eayreeM' });
    expect(issues(result)).toEqual([[field, DIRECTION_CONTROL_MESSAGE]]);
  });

  it('is refused as an address name by the form and the server', () => {
    for (const schema of [addressFormSchema, addressBodyInputSchema]) {
      const result = schema.safeParse({ ...address, userName: 'Aanya\u2067Sharma' });
      expect(issues(result)).toEqual([['userName', DIRECTION_CONTROL_MESSAGE]]);
    }
  });

  it('made of direction controls alone is still reported as invisible, once', () => {
    const result = signupBodySchema.safeParse({ ...signup, firstName: '\u202e\u2066' });
    expect(issues(result)).toEqual([['firstName', INVISIBLE_NAME_MESSAGE]]);
  });
});
