/** The login form's check (rules in src/domain/inputs.ts): loaded on its first submit (see lib/lazy-resolver). */
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginInputSchema } from '@/domain/inputs';

export type LoginValues = z.infer<typeof loginInputSchema>;

export const loginResolver = zodResolver(loginInputSchema);
