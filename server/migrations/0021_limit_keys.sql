-- A rate limit's key is its action, what it counts ("account" or "ip") and the account's email: an
-- email may have 254 characters, so a key could be longer than varchar(255) and PostgreSQL refused
-- the counter (a 500 on login, signup or the newsletter). Any length now.
ALTER TABLE rate_limits ALTER COLUMN key TYPE text;
