/**
 * Where the session's token is kept between visits (localStorage `token`). Apart from the session's
 * store (./session.ts) so that the page's entry (src/main.tsx) can tell a signed-in visit before
 * the runtime is in.
 */
import { readText } from '@/lib/storage';

export const TOKEN_KEY = 'token';

export function readSavedToken(): string | null {
  return readText(TOKEN_KEY);
}
