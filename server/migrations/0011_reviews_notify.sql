-- A product page shows its reviews (server/pages.ts renders them, server/page-cache.ts keeps the
-- page): any change to a review, its helpful votes or its reports tells every process at commit, on
-- the catalogue's channel (0003_catalog_notify.sql), so each drops its cached pages.
CREATE TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_changed();
CREATE TRIGGER review_votes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_votes
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_changed();
CREATE TRIGGER review_reports_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_reports
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_catalog_changed();
