import { describe, expect, it } from 'vitest';
import { INVISIBLE_NAME_MESSAGE } from '@/domain/names';
import {
  INPUT_MESSAGES,
  signupBodySchema,
  signupFormSchema as signupSchema,
} from '@/domain/inputs';

const valid = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  password: 'pass1234',
  confirmPassword: 'pass1234',
};

describe('signup form rules', () => {
  it('accepts visible names', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });

  it.each(['firstName', 'lastName'])(
    'refuses a %s made only of zero-width or direction characters, as the server does',
    (field) => {
      const result = signupSchema.safeParse({ ...valid, [field]: '\u200b\u202e\u2069' });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: [field], message: INVISIBLE_NAME_MESSAGE }),
      ]);
    },
  );
});

describe('the server takes a signup by the same rules and words', () => {
  it('keeps extra profile fields and lets the confirmation be left out', () => {
    const { confirmPassword: _, ...withoutConfirmation } = valid;
    expect(signupBodySchema.parse({ ...withoutConfirmation, city: 'Pune' })).toMatchObject({
      city: 'Pune',
    });
  });

  it.each([
    [{ password: '    ', confirmPassword: '    ' }, INPUT_MESSAGES.invalidInput],
    [{ password: 'abc', confirmPassword: 'abc' }, INPUT_MESSAGES.passwordLength],
    [{ confirmPassword: 'other12' }, INPUT_MESSAGES.passwordMismatch],
    [{ email: 'not-an-email' }, INPUT_MESSAGES.invalidEmail],
  ])('refuses %j as the form does: %s', (change, message) => {
    for (const schema of [signupSchema, signupBodySchema]) {
      const result = schema.safeParse({ ...valid, ...change });
      expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
    }
  });
});
