/** The newsletter form's check: loaded on its first submit (see lib/lazy-resolver). */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .pipe(z.email('Enter a valid email address, like name@example.com.')),
});

export type NewsletterForm = z.infer<typeof schema>;

export const newsletterResolver = zodResolver(schema);
