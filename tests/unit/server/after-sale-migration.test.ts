/**
 * server/migrations/0013_after_sale.sql on a shop that already has orders: each gets its timeline
 * and its refund as the first of its refunds, as the memory store's saved copies do
 * (backend/store/migrations.ts); and the database refuses more refunded than paid.
 */
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '../../../server/db/migrate';
import { ORDER_JSON, orderList } from '../../../server/db/order-rows';
import { openPGlite } from '../../../server/db/sql';

const ADDRESS = {
  id: 'a1',
  userName: 'Kabir Rao',
  houseNumber: '7 Lake View',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: 411001,
  mobileNumber: 9123456780,
};

describe('0013_after_sale on existing orders', () => {
  it('gives each order its timeline and its refunds, and keeps refunds within what was paid', async () => {
    const db = await openPGlite();
    try {
      // The shop as it was before: every migration up to 0012.
      await db.exec(`CREATE TABLE schema_migrations (version integer PRIMARY KEY,
        name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
      for (const m of MIGRATIONS.filter((m) => m.version < 13)) {
        await db.exec(m.sql);
        await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          m.version,
          m.name,
        ]);
      }
      await db.query(
        `INSERT INTO users (id, first_name, last_name, email, password_hash, created_at, updated_at)
         VALUES ('u1', 'Kabir', 'Rao', 'kabir@example.com', 'h', 't0', 't0')`,
      );
      const order = (
        id: string,
        status: string,
        method: string,
        paymentId: string | null,
        paidAt: string | null,
        refund: string | null,
      ) =>
        db.query(
          `INSERT INTO orders (id, user_id, amount, coupon_code, delivery_address, payment_id,
             user_email, created_at, status, paid_at, payment_method, refund)
           VALUES ($1, 'u1', 478, NULL, $2::text::jsonb, $3, 'kabir@example.com', $4, $5, $6, $7,
             $8::text::jsonb)`,
          [id, JSON.stringify(ADDRESS), paymentId, `created-${id}`, status, paidAt, method, refund],
        );
      await order('paid', 'paid', 'online', 'pay_1', 'paid-at', null);
      await order('cod', 'placed', 'cod', null, null, null);
      await order(
        'late',
        'refunded',
        'online',
        null,
        null,
        '{"id": "rfnd_1", "amount": 478, "status": "processed", "reason": "sold out"}',
      );
      await order('gone', 'expired', 'online', null, null, null);

      expect(await migrate(db)).toEqual(
        MIGRATIONS.filter((m) => m.version >= 13).map((m) => m.version),
      );
      const rows = await db.query<{ order: unknown }>(
        `SELECT ${ORDER_JSON} AS order FROM orders o ORDER BY o.position`,
      );
      const orders = orderList.parse(rows.map((r) => r.order));
      expect(orders.map((o) => [o._id, o.timeline])).toEqual([
        [
          'paid',
          [
            { status: 'pending', at: 'created-paid' },
            { status: 'paid', at: 'paid-at' },
          ],
        ],
        ['cod', [{ status: 'placed', at: 'created-cod' }]],
        [
          'late',
          [
            { status: 'pending', at: 'created-late' },
            { status: 'refunded', at: 'created-late' },
          ],
        ],
        [
          'gone',
          [
            { status: 'pending', at: 'created-gone' },
            { status: 'expired', at: 'created-gone' },
          ],
        ],
      ]);
      expect(orders.map((o) => o.refunds)).toEqual([
        [],
        [],
        [
          {
            id: 'rfnd_1',
            providerRefundId: 'rfnd_1',
            amount: 478,
            status: 'processed',
            reason: 'sold out',
            createdAt: 'created-late',
            lines: [],
            // Added by 0024: asked once. No `paymentId` (0025): saved before it was kept.
            attempt: 0,
          },
        ],
        [],
      ]);
      for (const o of orders)
        expect(o).toMatchObject({
          shipment: null,
          deliveredAt: null,
          returnBy: null,
          returnRequest: null,
        });
      // The next move numbers its timeline row after the ones made here.
      const [seq] = await db.query<{ timeline_seq: number }>(
        "SELECT timeline_seq FROM orders WHERE id = 'paid'",
      );
      expect(seq?.timeline_seq).toBe(2);

      // More refunded than paid, a status not in the list: refused by the database itself.
      await expect(
        db.query("UPDATE orders SET refunded_paise = 47801 WHERE id = 'paid'"),
      ).rejects.toThrow(/orders_refunds_within_amount/);
      await db.query("UPDATE orders SET refunded_paise = 47800 WHERE id = 'paid'");
      // A refund keeps a payment of its own only when it gives back a payment the order never kept.
      await expect(
        db.query(
          `UPDATE order_refunds SET payment_id = 'pay_9', lines = '[{"productId": "p", "qty": 1}]'
           WHERE id = 'rfnd_1'`,
        ),
      ).rejects.toThrow(/order_refunds_own_payment/);
      await db.query("UPDATE order_refunds SET payment_id = 'pay_9' WHERE id = 'rfnd_1'");
      await expect(db.query("UPDATE orders SET status = 'lost' WHERE id = 'paid'")).rejects.toThrow(
        /orders_status_check/,
      );
      // One payment pays one order, whatever happened to it since.
      await db.query("UPDATE orders SET status = 'refund_pending' WHERE id = 'paid'");
      await expect(
        db.query("UPDATE orders SET payment_id = 'pay_1' WHERE id = 'gone'"),
      ).rejects.toThrow(/orders_payment_id_key/);
    } finally {
      await db.close();
    }
  }, 120_000);
});
