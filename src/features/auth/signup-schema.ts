/** The signup form's check (rules in src/domain/inputs.ts): loaded on its first submit (see lib/lazy-resolver). */
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { SignupInput } from '@/api/auth';
import { signupFormSchema } from '@/domain/inputs';

export type SignupValues = z.input<typeof signupFormSchema>;

export const signupResolver = zodResolver<SignupValues, unknown, SignupInput>(signupFormSchema);
