/**
 * The session's calls: POST /api/auth/login, /api/auth/signup and /api/auth/guest (server mode's
 * Login As Guest), GET /api/auth/me. The auth machine makes them; the session they start is kept in
 * ./session.ts.
 */
import type { PublicUser } from '@/domain/types';
import { request } from './client';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupInput extends Credentials {
  firstName: string;
  lastName: string;
  confirmPassword: string;
}

export const authApi = {
  login: (body: Credentials) =>
    request<{ foundUser: PublicUser; encodedToken: string }>('/api/auth/login', {
      method: 'POST',
      body,
    }),
  /** A signed-in guest's token goes along: the server turns that guest into the new account. */
  signup: (body: SignupInput) =>
    request<{ createdUser: PublicUser; encodedToken: string }>('/api/auth/signup', {
      method: 'POST',
      body,
      auth: true,
    }),
  /** A fresh guest account for this visitor (server mode), signed in as a login is. */
  guest: () =>
    request<{ foundUser: PublicUser; encodedToken: string }>('/api/auth/guest', {
      method: 'POST',
    }),
  /**
   * Ends the session on the server too (its token is refused from now on), sent with the session's
   * token as it is when called: call it before the session is cleared.
   */
  logout: () => request<{ message: string }>('/api/auth/logout', { method: 'POST', auth: true }),
  /** The signed-in user for the saved token (checks the token on start). */
  me: () => request<{ user: PublicUser }>('/api/auth/me', { auth: true }),
};
