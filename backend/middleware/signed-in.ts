/**
 * The signed-in shopper behind the `authorization` header, as `c.var.user` (the account alone: each
 * route then asks the store for just the records it works on), or the spec's 401/404.
 */
import { createMiddleware } from 'hono/factory';
import type { ApiDeps } from '../deps';
import { fail } from '../http';
import { MESSAGES } from '../messages';
import type { Account } from '../store/accounts';
import { tokenFromHeader } from '../tokens';

export type SignedInEnv = { Variables: { user: Account } };

export function signedIn({ shop, tokens }: Pick<ApiDeps, 'shop' | 'tokens'>) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const token = tokenFromHeader(c.req.header('authorization'));
    const claims = token === null ? null : await tokens.verify(token);
    if (!claims) return fail(c, 401, MESSAGES.badToken);
    const user = await shop.accounts.findAccountByEmail(claims.email);
    if (!user) return fail(c, 404, MESSAGES.notRegistered);
    // The email alone is not enough: an account created later with the same email (after a reset or
    // an import) is someone else, and an old token must not open it.
    if (user._id !== claims._id) return fail(c, 401, MESSAGES.badToken);
    // Signed before the account's last logout: revoked.
    if ((claims.ver ?? 0) !== user.tokenVersion) return fail(c, 401, MESSAGES.badToken);
    c.set('user', user);
    await next();
  });
}
