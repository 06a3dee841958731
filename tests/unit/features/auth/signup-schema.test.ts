import { describe, expect, it } from 'vitest';
import { INVISIBLE_NAME_MESSAGE } from '@/domain/names';
import { signupSchema } from '@/features/auth/signup-schema';

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
