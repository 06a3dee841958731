-- An order made while its guest signs up is addressed to the account, not to the guest's made-up
-- address that no one reads. glamour_place_order took the email its caller read a statement
-- before; a sign-up committed between that read and the insert moved the guest's other orders to
-- the new address (server/db/accounts.ts, upgradeGuest) but could not see this one, which kept the
-- made-up one, and every email of the order went there.
--
-- Now the order takes the account's address under a share lock of the account's row, held to the
-- commit. A sign-up that changed the row first is waited for and its address taken; one that comes
-- after waits for this order's commit, and then (upgradeGuest's second statement, a new snapshot)
-- moves this order too.
CREATE OR REPLACE FUNCTION glamour_place_order(uid text, batch json, units json, how text,
  cod boolean)
RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  short json;
  account_email text;
BEGIN
  -- First: the account's row is held from here to the commit, the stock's rows after it.
  SELECT email INTO account_email FROM users WHERE id = uid FOR SHARE;
  short := glamour_claim(units, how);
  IF short IS NOT NULL THEN
    -- Undoes the lines held before this one (the block's own savepoint).
    RAISE EXCEPTION USING ERRCODE = 'GL409', MESSAGE = short::text;
  END IF;
  PERFORM glamour_insert_orders(batch);
  UPDATE orders SET user_email = account_email
    WHERE id = batch->0->'order'->>'_id' AND user_email IS DISTINCT FROM account_email;
  IF cod THEN
    DELETE FROM cart_lines WHERE user_id = uid AND product_id IN (SELECT product_id
      FROM order_lines WHERE order_id = batch->0->'order'->>'_id');
  END IF;
  RETURN NULL;
EXCEPTION WHEN SQLSTATE 'GL409' THEN
  RETURN SQLERRM::json;
END;
$$;
