/**
 * What 'Login As Guest' signs in with (see docs/shop/rules.md, Guests). The static build: the
 * built-in demo account, the seed user of the in-page back end (backend/store/seed/users.json;
 * copied here because the app never imports backend/). Server mode (VITE_API_MODE=remote): null, so
 * the build folds the demo password out of its JavaScript; there the server makes each visitor their
 * own guest account (POST /api/auth/guest), so no visitor sees another's addresses, cart or orders.
 */
import type { Credentials } from '@/api/auth';

export const GUEST_CREDENTIALS: Credentials | null =
  import.meta.env.VITE_API_MODE === 'remote'
    ? null
    : { email: 'aanya.sharma@glamour.test', password: 'glam1234' };
