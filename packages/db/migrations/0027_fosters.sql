-- The foster programme (issue 38, ADR 017): applications, placements (dogs.in_foster mirrors an open one),
-- the fosters' updates and supply requests, and the weekly reminders sent.
CREATE TABLE "foster_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birthday" date NOT NULL,
	"area" text NOT NULL,
	"address" text NOT NULL,
	"home" text NOT NULL,
	"household" text NOT NULL,
	"other_animals" text NOT NULL,
	"time_at_home" text NOT NULL,
	"sizes" text[] NOT NULL,
	"can_take" text[] NOT NULL,
	"duration" text NOT NULL,
	"unavailable" text,
	"question" text,
	"is_pending" boolean DEFAULT true NOT NULL,
	"stage" text DEFAULT 'nueva' NOT NULL,
	"stage_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foster_applications_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "foster_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dog_id" uuid NOT NULL,
	"foster_id" uuid,
	"foster_name" text NOT NULL,
	"starts_on" date NOT NULL,
	"expected_until" date,
	"care" text DEFAULT '' NOT NULL,
	"next_vet_on" date,
	"notes" text DEFAULT '' NOT NULL,
	"ended_on" date,
	"destination" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foster_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"foster_id" uuid NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foster_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"dog_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"photos" jsonb NOT NULL,
	"dog_update_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"foster_id" uuid,
	"foster_name" text NOT NULL,
	"dog_id" uuid,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"quantity" text NOT NULL,
	"urgency" text NOT NULL,
	"state" text DEFAULT 'pedido' NOT NULL,
	"state_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "in_foster" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "foster_applications" ADD CONSTRAINT "foster_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_placements" ADD CONSTRAINT "foster_placements_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_placements" ADD CONSTRAINT "foster_placements_foster_id_users_id_fk" FOREIGN KEY ("foster_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_placements" ADD CONSTRAINT "foster_placements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_reminders" ADD CONSTRAINT "foster_reminders_foster_id_users_id_fk" FOREIGN KEY ("foster_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_updates" ADD CONSTRAINT "foster_updates_placement_id_foster_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."foster_placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_updates" ADD CONSTRAINT "foster_updates_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_updates" ADD CONSTRAINT "foster_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foster_updates" ADD CONSTRAINT "foster_updates_dog_update_id_dog_updates_id_fk" FOREIGN KEY ("dog_update_id") REFERENCES "public"."dog_updates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_requests" ADD CONSTRAINT "supply_requests_foster_id_users_id_fk" FOREIGN KEY ("foster_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_requests" ADD CONSTRAINT "supply_requests_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foster_applications_pending_idx" ON "foster_applications" USING btree ("is_pending","date");--> statement-breakpoint
CREATE INDEX "foster_applications_stage_idx" ON "foster_applications" USING btree ("stage","date");--> statement-breakpoint
CREATE INDEX "foster_applications_date_idx" ON "foster_applications" USING btree ("date");--> statement-breakpoint
CREATE INDEX "foster_applications_email_idx" ON "foster_applications" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "foster_placements_open_dog_key" ON "foster_placements" USING btree ("dog_id") WHERE "foster_placements"."ended_on" is null;--> statement-breakpoint
CREATE INDEX "foster_placements_foster_idx" ON "foster_placements" USING btree ("foster_id","starts_on");--> statement-breakpoint
CREATE INDEX "foster_placements_dog_idx" ON "foster_placements" USING btree ("dog_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "foster_reminders_week_key" ON "foster_reminders" USING btree ("foster_id","week");--> statement-breakpoint
CREATE INDEX "foster_updates_dog_idx" ON "foster_updates" USING btree ("dog_id","created_at");--> statement-breakpoint
CREATE INDEX "foster_updates_placement_idx" ON "foster_updates" USING btree ("placement_id","created_at");--> statement-breakpoint
CREATE INDEX "supply_requests_state_idx" ON "supply_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "supply_requests_foster_idx" ON "supply_requests" USING btree ("foster_id","created_at");--> statement-breakpoint
CREATE TRIGGER foster_applications_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON foster_applications
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();--> statement-breakpoint
CREATE TRIGGER foster_placements_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON foster_placements
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();--> statement-breakpoint
CREATE TRIGGER foster_updates_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON foster_updates
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();--> statement-breakpoint
CREATE TRIGGER supply_requests_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON supply_requests
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
