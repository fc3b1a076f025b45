-- Monthly giving by bank transfer (issue 36): when each pledge's next reminder is due.
ALTER TABLE "subscriptions" ADD COLUMN "next_reminder_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscriptions_reminder_idx" ON "subscriptions" USING btree ("next_reminder_at") WHERE "subscriptions"."next_reminder_at" is not null;