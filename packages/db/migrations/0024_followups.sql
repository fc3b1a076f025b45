-- After the delivery (issue 37): the follow-ups of each adoption, their answers and stories; «Sitio»'s schedule.
CREATE TABLE "adoption_followups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"dog_id" uuid,
	"adopter_name" text NOT NULL,
	"dog_name" text NOT NULL,
	"after_days" integer NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"answers" jsonb,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wants_help" boolean DEFAULT false NOT NULL,
	"may_publish" boolean DEFAULT false NOT NULL,
	"attention" text,
	"attended_at" timestamp with time zone,
	"story_text" text,
	"story_published_at" timestamp with time zone,
	"story_published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "followup_days" integer[];--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "followup_photo_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "adoption_followups" ADD CONSTRAINT "adoption_followups_request_id_adoption_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."adoption_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_followups" ADD CONSTRAINT "adoption_followups_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_followups" ADD CONSTRAINT "adoption_followups_story_published_by_users_id_fk" FOREIGN KEY ("story_published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adoption_followups_request_days_key" ON "adoption_followups" USING btree ("request_id","after_days");--> statement-breakpoint
CREATE INDEX "adoption_followups_due_idx" ON "adoption_followups" USING btree ("due_on") WHERE "adoption_followups"."sent_at" is null and "adoption_followups"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "adoption_followups_waiting_idx" ON "adoption_followups" USING btree ("sent_at") WHERE "adoption_followups"."answered_at" is null and "adoption_followups"."cancelled_at" is null and "adoption_followups"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "adoption_followups_attention_idx" ON "adoption_followups" USING btree ("updated_at") WHERE "adoption_followups"."attention" is not null;--> statement-breakpoint
CREATE INDEX "adoption_followups_stories_idx" ON "adoption_followups" USING btree ("story_published_at") WHERE "adoption_followups"."story_published_at" is not null;--> statement-breakpoint
CREATE INDEX "adoption_followups_dog_idx" ON "adoption_followups" USING btree ("dog_id");--> statement-breakpoint
-- Published stories show on cached public pages: they are dropped when follow-ups change.
CREATE TRIGGER adoption_followups_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON adoption_followups
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
