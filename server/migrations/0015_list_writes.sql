-- A click on the cart or the wishlist is one call of a function below: it checks, writes and
-- answers the list as it now is, or why it changed nothing, in one round trip (server/db/lists.ts).
-- Each write keeps its conditions in its own WHERE (the product sold and in stock, the quantity
-- within 1..max, one line per product by the primary key), so two tabs or two processes never
-- lose each other's change, and no lock is held beyond the row written.

-- A product row as the record a cart line or a wishlist entry keeps a copy of (the catalogue's
-- PRODUCT_JSON in server/db/product-query-sql.ts; a test holds the two equal).
CREATE FUNCTION glamour_product_record(p products) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    '_id', p.id, 'name', p.name, 'image', p.image, 'brand', p.brand, 'size', p.size,
    'price', p.price, 'originalPrice', p.original_price, 'off', p.off, 'offer', p.offer,
    'categoryName', p.category_name, 'productType', p.product_type,
    'ratings', jsonb_build_object('value', p.rating_value, 'count', p.rating_count),
    'stock', p.stock, 'inStock', p.in_stock, 'isBestSeller', p.is_best_seller)
$$;

-- The user's cart as the API answers it: each line's product copy, its own fields, and its
-- product's stock now.
CREATE FUNCTION glamour_cart(uid text) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(l.product || jsonb_build_object('qty', l.qty,
      'createdAt', l.created_at, 'updatedAt', l.updated_at)
    || coalesce((SELECT jsonb_build_object('stock', p.stock, 'inStock', p.in_stock)
      FROM products p WHERE p.id = l.product_id), '{}'::jsonb) ORDER BY l.position), '[]'::json)
  FROM cart_lines l WHERE l.user_id = uid
$$;

CREATE FUNCTION glamour_wishlist(uid text) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(l.product || jsonb_build_object('createdAt', l.created_at,
      'updatedAt', l.updated_at) ORDER BY l.position), '[]'::json)
  FROM wishlist_entries l WHERE l.user_id = uid
$$;

-- op: 'add', 'increment', 'decrement' or 'remove'. Answers the cart (refused NULL), or why
-- nothing changed: 'not-registered', 'unknown-product', 'out-of-stock', 'already-in-list',
-- 'not-in-list', 'max-qty', 'min-qty' (the memory store's order of checks).
CREATE FUNCTION glamour_cart_change(op text, uid text, pid text, at text, max_qty integer,
  OUT refused text, OUT list json) LANGUAGE plpgsql AS $$
DECLARE
  step integer := CASE op WHEN 'increment' THEN 1 WHEN 'decrement' THEN -1 ELSE 0 END;
BEGIN
  IF op = 'add' THEN
    INSERT INTO cart_lines (user_id, product_id, product, qty, created_at, updated_at)
    SELECT u.id, p.id, glamour_product_record(p), 1, at, at FROM users u, products p
    WHERE u.id = uid AND p.id = pid AND p.in_stock
    ON CONFLICT (user_id, product_id) DO NOTHING;
  ELSIF step <> 0 THEN
    UPDATE cart_lines SET qty = qty + step, updated_at = at
    WHERE user_id = uid AND product_id = pid AND qty + step BETWEEN 1 AND max_qty;
  ELSIF op = 'remove' THEN
    DELETE FROM cart_lines WHERE user_id = uid AND product_id = pid;
  ELSE
    RAISE EXCEPTION 'glamour_cart_change: unknown op %', op;
  END IF;
  IF NOT FOUND THEN
    -- Why, read afresh.
    IF NOT EXISTS (SELECT 1 FROM users WHERE id = uid) THEN
      refused := 'not-registered';
    ELSIF op = 'add' THEN
      SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM products WHERE id = pid) THEN 'unknown-product'
        WHEN NOT (SELECT in_stock FROM products WHERE id = pid) THEN 'out-of-stock'
        ELSE 'already-in-list' END INTO refused;
    ELSIF step <> 0 AND EXISTS (SELECT 1 FROM cart_lines WHERE user_id = uid AND product_id = pid)
    THEN
      refused := CASE WHEN step > 0 THEN 'max-qty' ELSE 'min-qty' END;
    ELSE
      refused := 'not-in-list';
    END IF;
    RETURN;
  END IF;
  list := glamour_cart(uid);
END;
$$;

-- op: 'add' or 'remove'; answers as glamour_cart_change does.
CREATE FUNCTION glamour_wishlist_change(op text, uid text, pid text, at text,
  OUT refused text, OUT list json) LANGUAGE plpgsql AS $$
BEGIN
  IF op = 'add' THEN
    INSERT INTO wishlist_entries (user_id, product_id, product, created_at, updated_at)
    SELECT u.id, p.id, glamour_product_record(p), at, at FROM users u, products p
    WHERE u.id = uid AND p.id = pid
    ON CONFLICT (user_id, product_id) DO NOTHING;
  ELSIF op = 'remove' THEN
    DELETE FROM wishlist_entries WHERE user_id = uid AND product_id = pid;
  ELSE
    RAISE EXCEPTION 'glamour_wishlist_change: unknown op %', op;
  END IF;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM users WHERE id = uid) THEN
      refused := 'not-registered';
    ELSIF op = 'add' AND NOT EXISTS (SELECT 1 FROM products WHERE id = pid) THEN
      refused := 'unknown-product';
    ELSIF op = 'add' THEN
      refused := 'already-in-list';
    ELSE
      refused := 'not-in-list';
    END IF;
    RETURN;
  END IF;
  list := glamour_wishlist(uid);
END;
$$;

-- Every process keeps the accounts its signed-in requests read (server/db/accounts.ts). Any change
-- to an account or its removal, however it is made, tells every process at commit (NOTIFY
-- glamour_accounts with the account's email in lower case, '*' for all), and each drops its copy.
CREATE FUNCTION glamour_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('glamour_accounts', '*');
    RETURN NULL;
  END IF;
  PERFORM pg_notify('glamour_accounts', lower(OLD.email));
  IF TG_OP = 'UPDATE' AND lower(NEW.email) <> lower(OLD.email) THEN
    PERFORM pg_notify('glamour_accounts', lower(NEW.email));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION glamour_account_changed();
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_account_changed();
