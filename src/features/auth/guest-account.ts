/**
 * The built-in demo account behind 'Login As Guest' (spec §2, §6). It is the seed user of the
 * simulated back end (backend/store/seed/users.json); copied here because the app never imports mocks/.
 */
import type { Credentials } from '@/api/auth';

export const GUEST_CREDENTIALS: Credentials = {
  email: 'aanya.sharma@glamour.test',
  password: 'glam1234',
};
