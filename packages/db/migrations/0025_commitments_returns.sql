-- After the adoption (issue 37): the adopter's commitments with their due dates, and returns.
CREATE TABLE "adoption_commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"adopter_name" text NOT NULL,
	"dog_name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"due_on" date NOT NULL,
	"reminded_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"done_photo" jsonb,
	"done_note" text,
	"escalated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adoption_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"dog_id" uuid,
	"dog_name" text NOT NULL,
	"returned_on" date NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"brought_by" text NOT NULL,
	"dog_state" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adoption_commitments" ADD CONSTRAINT "adoption_commitments_request_id_adoption_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."adoption_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_commitments" ADD CONSTRAINT "adoption_commitments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_returns" ADD CONSTRAINT "adoption_returns_request_id_adoption_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."adoption_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_returns" ADD CONSTRAINT "adoption_returns_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_returns" ADD CONSTRAINT "adoption_returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adoption_commitments_request_idx" ON "adoption_commitments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "adoption_commitments_open_idx" ON "adoption_commitments" USING btree ("due_on") WHERE "adoption_commitments"."done_at" is null and "adoption_commitments"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "adoption_returns_request_key" ON "adoption_returns" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "adoption_returns_returned_idx" ON "adoption_returns" USING btree ("returned_on");--> statement-breakpoint
-- The dashboard's and the statistics' cached answers are dropped when these change.
CREATE TRIGGER adoption_commitments_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON adoption_commitments
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();--> statement-breakpoint
CREATE TRIGGER adoption_returns_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON adoption_returns
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
