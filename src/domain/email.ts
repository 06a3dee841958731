/**
 * The one way an email is compared and stored: spaces trimmed, lower case. Signup, login, the
 * signed-in check, the newsletter and both stores use it, so "Mira@Example.com " is one account.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
