-- Every process keeps the catalogue (products, categories) in memory: it is read by every page and
-- changes rarely (an import, a reset, an owner's SQL). Any change to either table, however it is
-- made, tells every process at commit (NOTIFY glamour_catalog), and each drops its copy.
CREATE FUNCTION glamour_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('glamour_catalog', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_changed();
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_changed();
