/** The newsletter sign-up: POST /api/newsletter; answers the message to show. */
import { request } from './client';

export async function subscribeToNewsletter(email: string): Promise<string> {
  return (
    await request<{ message: string }>('/api/newsletter', { method: 'POST', body: { email } })
  ).message;
}
