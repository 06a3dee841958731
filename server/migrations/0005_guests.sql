-- Every guest their own account (docs/shop/rules.md, "Guests"): in server mode Login As Guest creates an account per
-- visitor. Until the visitor signs up, guest_until says when it is removed with all its data (its
-- cart, wishlist, addresses and orders go with it: ON DELETE CASCADE). NULL for every other account.
ALTER TABLE users ADD COLUMN guest_until timestamptz;
-- The sweep (DELETE ... WHERE guest_until < now) reads only guests.
CREATE INDEX users_guest_until ON users (guest_until) WHERE guest_until IS NOT NULL;
