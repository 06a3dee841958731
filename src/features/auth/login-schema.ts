/** The login form's check (spec §5): loaded on its first submit (see lib/lazy-resolver). */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages';

const nonBlank = (value: string) => value.trim().length > 0;

const loginSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.invalidInput),
  // A password is sent as typed; only an all-blank one is refused.
  password: z.string().refine(nonBlank, AUTH_MESSAGES.invalidInput),
});

export type LoginValues = z.infer<typeof loginSchema>;

export const loginResolver = zodResolver(loginSchema);
