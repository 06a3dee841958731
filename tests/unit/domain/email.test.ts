import { describe, expect, it } from 'vitest';
import { guestEmail, isGuestEmail, normaliseEmail } from '@/domain/email';

describe('emails', () => {
  it('compares addresses trimmed and in lower case', () => {
    expect(normaliseEmail('  Mira@Example.COM ')).toBe('mira@example.com');
  });

  it('tells a guest account’s address from a shopper’s', () => {
    const guest = guestEmail('7f3a');
    expect(guest).toBe('guest-7f3a@guest.glamour.invalid');
    expect(isGuestEmail(guest)).toBe(true);
    expect(isGuestEmail(' GUEST-7F3A@Guest.Glamour.Invalid ')).toBe(true);
    expect(isGuestEmail('aanya.sharma@glamour.test')).toBe(false);
    // Only the whole domain counts, not a name that ends like it.
    expect(isGuestEmail('guest@notguest.glamour.invalid')).toBe(false);
    expect(isGuestEmail('guest.glamour.invalid@example.com')).toBe(false);
  });
});
