/** Accounts and guests (backend/store/accounts.ts, server/db/accounts.ts). */
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '@backend/store/seed';
import type { UserRow } from '@backend/store/schema';
import { PRODUCT } from '../support';
import { ADDRESS, created, NOBODY, newUser, value, type Contract } from './harness';

export function describeAccountsContract({ shop, refusesAndKeeps }: Contract): void {
  describe('accounts', () => {
    it('finds users by email whatever its case and spaces, and by id', async () => {
      const byEmail = await shop().accounts.findByEmail(`  ${DEMO_USER.email.toUpperCase()} `);
      expect(byEmail?._id).toBe(DEMO_USER._id);
      expect(byEmail?.passwordHash).toMatch(/^pbkdf2-sha256\$/);
      expect((await shop().accounts.findById(DEMO_USER._id))?.email).toBe(DEMO_USER.email);
      expect(await shop().accounts.findByEmail('nobody@example.com')).toBeUndefined();
      expect(await shop().accounts.findById(NOBODY)).toBeUndefined();
    });

    it('finds an account by email without its records', async () => {
      const full = await shop().accounts.findByEmail(DEMO_USER.email);
      const account = await shop().accounts.findAccountByEmail(
        `  ${DEMO_USER.email.toUpperCase()} `,
      );
      expect(full?.addresses.length).toBeGreaterThan(0);
      const { cart, wishlist, addresses, orders, ...fields } = full ?? ({} as UserRow);
      expect([cart, wishlist, addresses, orders].every(Array.isArray)).toBe(true);
      expect(account).toEqual(fields);
      expect(await shop().accounts.findAccountByEmail('nobody@example.com')).toBeUndefined();
    });

    it('removes expired guests with all their data, and no other account', async () => {
      // Times from the shop's clock (the real one): its orders are made now.
      const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
      const guest = (email: string, guestUntil: Date): UserRow => ({
        ...newUser(email),
        guestUntil: guestUntil.toISOString(),
        addresses: [{ id: 'g-address', ...ADDRESS }],
      });
      const old = value(await shop().accounts.create(guest('old@guest.test', at(-72))));
      const fresh = value(await shop().accounts.create(guest('fresh@guest.test', at(120))));
      value(await shop().carts.add(old._id, PRODUCT.lipstick));
      value(await shop().wishlists.add(old._id, PRODUCT.perfume));
      const stock = (await shop().catalog.find(PRODUCT.lipstick))?.stock;
      const placed = value(
        await shop().orders.create(old._id, { addressId: 'g-address', idempotencyKey: 'k' }),
      );
      expect((await shop().accounts.findById(DEMO_USER._id))?.guestUntil).toBeUndefined();

      // Its order awaits payment, holding a unit: the guest stays until the order is over, or the
      // unit would stay held for good (and a late payment would find no order).
      expect(await shop().accounts.removeExpiredGuests(at(1))).toBe(0);
      expect((await shop().accounts.findById(old._id))?._id).toBe(old._id);
      expect((await shop().catalog.find(PRODUCT.lipstick))?.stock).toBe((stock ?? 0) - 1);
      if (!('order' in placed)) throw new Error('the order was not created');
      value(await shop().orders.cancel(old._id, placed.order._id));
      expect((await shop().catalog.find(PRODUCT.lipstick))?.stock).toBe(stock);
      // Cancelled, but made within the day: a late payment may still land on it.
      expect(await shop().accounts.removeExpiredGuests(at(1))).toBe(0);

      expect(await shop().accounts.removeExpiredGuests(at(48))).toBe(1);
      expect(await shop().accounts.findById(old._id)).toBeUndefined();
      expect((await shop().carts.lines(old._id)).ok).toBe(false);
      expect((await shop().admin.snapshot()).users.map((u) => u.email)).toEqual([
        DEMO_USER.email,
        'fresh@guest.test',
      ]);
      // Again: nothing more to remove (any number of processes may sweep).
      expect(await shop().accounts.removeExpiredGuests(at(48))).toBe(0);
      expect((await shop().accounts.findById(fresh._id))?.addresses).toHaveLength(1);
    });

    it('keeps an expired guest while a refund the provider failed is owed to it', async () => {
      const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
      const guest = value(
        await shop().accounts.create({
          ...newUser('owed@guest.test'),
          guestUntil: at(-72).toISOString(),
          addresses: [{ id: 'g-address', ...ADDRESS }],
        }),
      );
      value(await shop().carts.add(guest._id, PRODUCT.lipstick));
      const placed = created(
        await shop().orders.create(guest._id, { addressId: 'g-address', idempotencyKey: 'owed' }),
      );
      value(await shop().orders.cancel(guest._id, placed.order._id));
      // A payment the cancelled order could not keep, refunded in full, and failed at the bank.
      value(
        await shop().orders.recordRefund(placed.order._id, {
          id: 'rfnd_Owed000000001',
          paymentId: 'pay_Owed000000001',
          amount: placed.order.amount,
          status: 'failed',
          reason: 'The order was cancelled before it was paid.',
        }),
      );
      // Days later the guest's time is long over, and the money is still owed: the record stays.
      expect(await shop().accounts.removeExpiredGuests(at(48))).toBe(0);
      expect((await shop().accounts.findById(guest._id))?._id).toBe(guest._id);
    });

    it('turns a guest into an account, keeping its cart; refuses a taken email or a non-guest', async () => {
      const guest = value(
        await shop().accounts.create({
          ...newUser('g@guest.test'),
          guestUntil: '2026-03-01T00:00:00.000Z',
        }),
      );
      // A guest's order, placed before signing up, addressed to the guest's made-up email.
      const [address] = value(await shop().addresses.add(guest._id, ADDRESS));
      value(await shop().carts.add(guest._id, PRODUCT.perfume));
      const ordered = created(
        await shop().orders.create(guest._id, {
          addressId: address?.id ?? '',
          idempotencyKey: 'guest-order',
          paymentMethod: 'cod',
        }),
      );
      expect(ordered.order.userEmail).toBe('g@guest.test');
      value(await shop().carts.add(guest._id, PRODUCT.lipstick));
      const details = {
        firstName: 'Mira',
        lastName: 'Das',
        email: ' Mira@Example.com ',
        passwordHash: 'pbkdf2-sha256$1$BBBB$BBBB',
        extra: {},
        updatedAt: '2026-02-02T10:00:00+05:30',
      };
      await refusesAndKeeps(
        () => shop().accounts.upgradeGuest(guest._id, { ...details, email: DEMO_USER.email }),
        'exists',
        'Unprocessable Entity. Email Already Exists.',
      );
      await refusesAndKeeps(
        () => shop().accounts.upgradeGuest(DEMO_USER._id, details),
        'not-found',
        /not Registered/,
      );
      await refusesAndKeeps(
        () => shop().accounts.upgradeGuest(NOBODY, details),
        'not-found',
        /not Registered/,
      );
      const upgraded = value(await shop().accounts.upgradeGuest(guest._id, details));
      expect(upgraded).toMatchObject({
        _id: guest._id,
        firstName: 'Mira',
        email: 'mira@example.com',
      });
      expect(upgraded.guestUntil).toBeUndefined();
      expect(upgraded.cart.map((l) => l._id)).toEqual([PRODUCT.lipstick]);
      // Its order's emails (shipped, delivered, refunds) now go to the account's address.
      expect(value(await shop().orders.list(guest._id)).map((o) => o.userEmail)).toEqual([
        'mira@example.com',
      ]);
      expect((await shop().accounts.findAccountByEmail('mira@example.com'))?._id).toBe(guest._id);
      // No longer a guest: the sweep leaves it, and it cannot be upgraded again.
      expect(await shop().accounts.removeExpiredGuests(new Date('2027-01-01T00:00:00Z'))).toBe(0);
      expect((await shop().accounts.upgradeGuest(guest._id, details)).ok).toBe(false);
    });

    it('creates a user (email stored in lower case) and refuses the same email in any case', async () => {
      const row = newUser('New.Shopper@Example.com');
      const created = value(await shop().accounts.create(row));
      expect(created).toEqual({ ...row, email: 'new.shopper@example.com' });
      expect(await shop().accounts.findById(row._id)).toEqual(created);
      await refusesAndKeeps(
        () => shop().accounts.create(newUser('NEW.shopper@example.COM')),
        'exists',
        'Unprocessable Entity. Email Already Exists.',
      );
    });

    it('concurrent signups for one email: one account, the rest refused', async () => {
      const signups = await Promise.all(
        Array.from({ length: 5 }, () => shop().accounts.create(newUser('race@example.com'))),
      );
      expect(signups.filter((r) => r.ok)).toHaveLength(1);
      expect(signups.filter((r) => !r.ok && r.reason === 'exists')).toHaveLength(4);
    });
  });
}
