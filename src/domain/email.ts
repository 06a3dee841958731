/**
 * The one way an email is compared and stored: spaces trimmed, lower case. Signup, login, the
 * signed-in check, the newsletter and both stores use it, so "Mira@Example.com " is one account.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The domain of every guest account's address: one that can never receive mail (RFC 2606). */
export const GUEST_EMAIL_DOMAIN = 'guest.glamour.invalid';

/** A guest account's address, unique by its id (docs/shop/rules.md, "Guests"). */
export const guestEmail = (id: string): string => `guest-${id}@${GUEST_EMAIL_DOMAIN}`;

/** Whether an account's address is a guest's: a shopper with no password to log in again with. */
export function isGuestEmail(email: string): boolean {
  return normaliseEmail(email).endsWith(`@${GUEST_EMAIL_DOMAIN}`);
}
