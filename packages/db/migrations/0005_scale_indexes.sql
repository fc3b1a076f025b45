CREATE INDEX "adoption_requests_date_idx" ON "adoption_requests" USING btree ("date");--> statement-breakpoint
CREATE INDEX "adoption_requests_approved_idx" ON "adoption_requests" USING btree ("approved_at") WHERE "adoption_requests"."is_pending" = false and "adoption_requests"."is_delete" = false;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contributions_paid_date_idx" ON "contributions" USING btree ("date","currency","total") WHERE "contributions"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "contributions_dog_idx" ON "contributions" USING btree ("dog_id","date") WHERE "contributions"."dog_id" is not null;--> statement-breakpoint
CREATE INDEX "dogs_listed_idx" ON "dogs" USING btree ("created_at","id","gender","age","size","references") WHERE "dogs"."is_delete" = false and "dogs"."is_pending" = false;--> statement-breakpoint
CREATE INDEX "dogs_created_at_idx" ON "dogs" USING btree ("created_at","is_pending");--> statement-breakpoint
CREATE INDEX "dogs_deleted_at_idx" ON "dogs" USING btree ("deleted_at") WHERE "dogs"."is_delete" = true;--> statement-breakpoint
CREATE INDEX "dogs_lower_name_idx" ON "dogs" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "users" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "volunteers_date_idx" ON "volunteers" USING btree ("date");--> statement-breakpoint
-- Hand-written: the change feed (0002) also announces the tables the admin lists and the statistics read,
-- so an instance can keep a list's total or a year's statistics until one of their tables changes
-- (apps/server/src/modules/admin/versioned-cache.ts). Statement-level, as in 0002.
CREATE TRIGGER contributions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contributions
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
--> statement-breakpoint
CREATE TRIGGER adoption_requests_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON adoption_requests
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
--> statement-breakpoint
CREATE TRIGGER volunteers_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON volunteers
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
--> statement-breakpoint
CREATE TRIGGER contact_messages_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contact_messages
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
--> statement-breakpoint
-- Hand-written: statistics for the new indexes at once — the planner only knows how selective
-- lower(name) is after an ANALYZE, and PGlite has no autovacuum to run one.
ANALYZE dogs, contributions, users, adoption_requests, volunteers, contact_messages;
