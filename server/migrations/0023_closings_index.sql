-- The payment sweep asks the provider about orders that closed before they were paid (expired,
-- cancelled, or refunded a late payment not yet given back) in the last hour (server/db/settlement.ts, closedUnpaid). Found through their orders it
-- read every closed order's last timeline entry each round: about a second at 200,000 of them. The
-- closing entries by time: the shop's own stamps (src/domain/cart.ts formatTimestamp, one offset)
-- sort as text in time order, so a range on `at` finds the recent ones at once.
CREATE INDEX order_timeline_closings ON order_timeline (at) WHERE status IN ('expired', 'cancelled', 'refunded');
