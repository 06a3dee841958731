/** The signup form's check (spec §5): loaded on its first submit (see lib/lazy-resolver). */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { SignupInput } from '@/api/auth';
import { blankOrVisible, INVISIBLE_NAME_MESSAGE } from '@/domain/names';
import { AUTH_MESSAGES } from './auth-messages';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules';

const nonBlank = (value: string) => value.trim().length > 0;
const required = () => z.string().trim().min(1, AUTH_MESSAGES.invalidInput);
// The server refuses the same names with the same words (src/domain/names.ts).
const name = () => required().refine(blankOrVisible, INVISIBLE_NAME_MESSAGE);

export const signupSchema = z
  .object({
    firstName: name(),
    lastName: name(),
    email: required().pipe(z.email({ error: AUTH_MESSAGES.invalidEmail })),
    password: z
      .string()
      .refine(nonBlank, AUTH_MESSAGES.invalidInput)
      .refine(
        (value) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX,
        AUTH_MESSAGES.passwordLength,
      ),
    confirmPassword: z.string().refine(nonBlank, AUTH_MESSAGES.invalidInput),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordMismatch,
  });

export type SignupValues = z.input<typeof signupSchema>;

export const signupResolver = zodResolver<SignupValues, unknown, SignupInput>(signupSchema);
