-- Limits against abuse: token revocation, rate-limit counters, test todos per caller.

-- A logout raises it; a token signed at a lower version is refused by the signed-in check, which
-- reads the account row anyway.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0 CHECK (token_version >= 0);

-- rate-limiter-flexible's PostgreSQL store (its own layout): one row per key (action, IP or
-- account), shared by every process of the shop. Expired rows are deleted by the library.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- The request tester's todos belong to whoever made them (server mode): '' is the shared list of
-- the in-page back end and of rows from before.
ALTER TABLE todos ADD COLUMN owner text NOT NULL DEFAULT '';
CREATE INDEX todos_owner ON todos (owner, position);
