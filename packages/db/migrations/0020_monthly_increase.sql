-- Keeping up with inflation (issue 36): the amount suggested to each monthly donor, and the yearly
-- percentage staff set in «Sitio».
ALTER TABLE "subscriptions" ADD COLUMN "suggested_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "suggested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "monthly_increase_percent" integer DEFAULT 0 NOT NULL;