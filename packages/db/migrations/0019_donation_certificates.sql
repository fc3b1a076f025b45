-- The yearly donation certificate (issue 36): certificates as issued, the January notices, and what
-- «Sitio» declares of the shelter's standing with ARCA.
CREATE TABLE "certificate_notices" (
	"email" text NOT NULL,
	"year" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"email" text NOT NULL,
	"year" integer NOT NULL,
	"donor_name" text NOT NULL,
	"donor_tax_id" text DEFAULT '' NOT NULL,
	"gifts" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "tax_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_certificates" ADD CONSTRAINT "donation_certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_notices_key" ON "certificate_notices" USING btree ("email","year");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_certificates_code_key" ON "donation_certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_certificates_content_key" ON "donation_certificates" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "donation_certificates_email_idx" ON "donation_certificates" USING btree ("email","year");