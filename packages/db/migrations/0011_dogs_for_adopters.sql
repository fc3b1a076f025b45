CREATE TYPE "public"."dog_mobility" AS ENUM('camina', 'camina con dificultad', 'usa carrito', 'no se moviliza');--> statement-breakpoint
CREATE TABLE "dog_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"filter" jsonb NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_up_to" timestamp with time zone,
	"last_mail_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"dog_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"form" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dog_reports" (
	"dog_id" uuid PRIMARY KEY NOT NULL,
	"finder_name" text NOT NULL,
	"finder_phone" text NOT NULL,
	"finder_email" text NOT NULL,
	"finder_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "mobility" "dog_mobility" DEFAULT 'camina' NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "care_needs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "monthly_care_cost" integer;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "is_urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dog_reports" ADD CONSTRAINT "dog_reports_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dog_alerts_email_idx" ON "dog_alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "dog_alerts_confirmed_idx" ON "dog_alerts" USING btree ("confirmed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_dog_idx" ON "favorites" USING btree ("user_id","dog_id");--> statement-breakpoint
CREATE INDEX "favorites_dog_idx" ON "favorites" USING btree ("dog_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_drafts_user_form_idx" ON "form_drafts" USING btree ("user_id","form");--> statement-breakpoint
CREATE INDEX "form_drafts_updated_at_idx" ON "form_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "dog_reports_created_at_idx" ON "dog_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dogs_published_at_idx" ON "dogs" USING btree ("published_at");--> statement-breakpoint
-- Dogs already in the catalog were published when they were created.
UPDATE "dogs" SET "published_at" = "created_at" WHERE "is_pending" = false;
