-- Volunteer shifts (issue 38): a shift is an event of kind «turno» with its task and requirements;
-- certificates of hours keep what they certified.
CREATE TABLE "hours_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid,
	"volunteer_name" text NOT NULL,
	"volunteer_dni" text DEFAULT '' NOT NULL,
	"shifts" jsonb NOT NULL,
	"total_minutes" integer NOT NULL,
	"content_hash" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "task" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "requirements" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hours_certificates" ADD CONSTRAINT "hours_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hours_certificates_code_key" ON "hours_certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "hours_certificates_content_key" ON "hours_certificates" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "hours_certificates_user_idx" ON "hours_certificates" USING btree ("user_id");