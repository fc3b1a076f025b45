-- Announce committed changes to the tables that public pages show, so every app instance can drop
-- exactly the cached answers that show them (apps/server/src/modules/cache). Statement-level: one
-- notification per statement, whatever the number of rows.
CREATE OR REPLACE FUNCTION campito_notify_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('campito_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER dogs_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dogs
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
--> statement-breakpoint
CREATE TRIGGER press_notes_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON press_notes
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
--> statement-breakpoint
CREATE TRIGGER posts_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
--> statement-breakpoint
CREATE TRIGGER interfaces_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON interfaces
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
