-- The catalogue's channel (0003) told every process "the catalogue changed" for every statement on
-- products or categories, even one that changed no row: the payment sweep's hold expiry (one
-- statement, server/db/settlement.ts expireHolds) updates the products its expired orders held,
-- none most minutes, and so every process dropped its catalogue, its kept pages and its kept API
-- answers once a sweep interval, re-rendering each page and sending it compressed in haste (its
-- first visitor's document then over one round trip of a phone's first window). Insert, update and
-- delete now tell only when a row changed; a truncate always does.
CREATE FUNCTION glamour_catalog_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('glamour_catalog', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER products_changed ON products;
CREATE TRIGGER products_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_rows_changed();
CREATE TRIGGER products_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_rows_changed();
CREATE TRIGGER products_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_rows_changed();
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_changed();

DROP TRIGGER categories_changed ON categories;
CREATE TRIGGER categories_inserted AFTER INSERT ON categories
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_rows_changed();
CREATE TRIGGER categories_updated AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_rows_changed();
CREATE TRIGGER categories_deleted AFTER DELETE ON categories
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_rows_changed();
CREATE TRIGGER categories_truncated AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_changed();
