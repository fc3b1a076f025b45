CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"application_id" uuid NOT NULL,
	"stage" text,
	"reason" text,
	"note" text,
	"mail_id" uuid,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_templates_key_unique" UNIQUE("key")
);
--> statement-breakpoint
DROP INDEX "dogs_listed_idx";--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD COLUMN "stage" text DEFAULT 'nueva' NOT NULL;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD COLUMN "stage_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dogs" ADD COLUMN "adopted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "volunteers" ADD COLUMN "stage" text DEFAULT 'nueva' NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteers" ADD COLUMN "stage_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_of_idx" ON "application_events" USING btree ("kind","application_id","created_at");--> statement-breakpoint
CREATE INDEX "adoption_requests_stage_idx" ON "adoption_requests" USING btree ("stage","date");--> statement-breakpoint
CREATE INDEX "volunteers_stage_idx" ON "volunteers" USING btree ("stage","date");--> statement-breakpoint
CREATE INDEX "dogs_listed_idx" ON "dogs" USING btree ("created_at","id","gender","age","size","references") WHERE "dogs"."is_delete" = false and "dogs"."is_pending" = false and "dogs"."adopted_at" is null;--> statement-breakpoint
-- Requests decided before stages existed: the old "not pending" meant approved (docs/product.md §4).
UPDATE "adoption_requests" SET "stage" = 'aprobada', "stage_at" = coalesce("approved_at", "updated_at") WHERE "is_pending" = false;--> statement-breakpoint
UPDATE "volunteers" SET "stage" = 'incorporada', "stage_at" = "updated_at" WHERE "is_pending" = false;--> statement-breakpoint
-- A dog with an approved request already has a family.
UPDATE "dogs" SET "adopted_at" = a."approved_at"
FROM (
  SELECT "dog_id", max(coalesce("approved_at", "updated_at")) AS "approved_at" FROM "adoption_requests"
  WHERE "is_pending" = false AND "is_delete" = false AND "dog_id" IS NOT NULL GROUP BY "dog_id"
) a
WHERE "dogs"."id" = a."dog_id";
