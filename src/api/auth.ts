/**
 * The session's calls: POST /api/auth/login and /api/auth/signup, GET /api/auth/me. The auth
 * machine makes them; the session they start is kept in ./session.ts.
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
  signup: (body: SignupInput) =>
    request<{ createdUser: PublicUser; encodedToken: string }>('/api/auth/signup', {
      method: 'POST',
      body,
    }),
  /**
   * Ends the session on the server too (its token is refused from now on), sent with the session's
   * token as it is when called: call it before the session is cleared.
   */
  logout: () => request<{ message: string }>('/api/auth/logout', { method: 'POST', auth: true }),
  /** The signed-in user for the saved token (checks the token on start). */
  me: () => request<{ user: PublicUser }>('/api/auth/me', { auth: true }),
};
