ALTER TABLE "interfaces" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "whatsapp_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "map_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "instagram_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "facebook_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "youtube_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "tiktok_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "bank_cbu" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "bank_alias" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "bank_holder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "bank_cuit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "visits_suspended" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "visits_notice" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "home_banner_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "home_banner_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: the admin dashboard's failed mails are kept in memory until they change (versioned-cache.ts).
-- Not every outbox change: the worker's claim runs every few seconds, and a statement trigger fires even
-- when it claims nothing. Row triggers announce only the rows that are, or were, failed, under the name
-- 'mail_outbox_failed' (pg_notify sends one per transaction for the same name).
CREATE OR REPLACE FUNCTION campito_notify_failed_mail() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('campito_changes', 'mail_outbox_failed');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_failed_insert AFTER INSERT ON mail_outbox
  FOR EACH ROW WHEN (NEW.status = 'failed') EXECUTE FUNCTION campito_notify_failed_mail();
--> statement-breakpoint
CREATE TRIGGER mail_outbox_failed_update AFTER UPDATE ON mail_outbox
  FOR EACH ROW WHEN (OLD.status = 'failed' OR NEW.status = 'failed') EXECUTE FUNCTION campito_notify_failed_mail();
--> statement-breakpoint
CREATE TRIGGER mail_outbox_failed_delete AFTER DELETE ON mail_outbox
  FOR EACH ROW WHEN (OLD.status = 'failed') EXECUTE FUNCTION campito_notify_failed_mail();
--> statement-breakpoint
CREATE TRIGGER mail_outbox_failed_truncate AFTER TRUNCATE ON mail_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_failed_mail();
