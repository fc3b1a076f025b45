-- Campaigns (issue 36): an urgent cost with a goal, the gifts tagged to it, and its news.
CREATE TABLE "campaign_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"text" text NOT NULL,
	"image" jsonb,
	"author_id" uuid,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"story" text NOT NULL,
	"image" jsonb,
	"goal" integer NOT NULL,
	"goal_usd" integer,
	"usd_rate" integer NOT NULL,
	"ends_on" date NOT NULL,
	"dog_id" uuid,
	"closed_at" timestamp with time zone,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "thank_publicly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_updates_campaign_idx" ON "campaign_updates" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_slug_key" ON "campaigns" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "campaigns_ends_on_idx" ON "campaigns" USING btree ("ends_on");--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contributions_campaign_idx" ON "contributions" USING btree ("campaign_id","status") WHERE "contributions"."campaign_id" is not null;--> statement-breakpoint
-- The campaign pages and cards are cached in memory until these tables change (contributions has its trigger).
CREATE TRIGGER campaigns_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();--> statement-breakpoint
CREATE TRIGGER campaign_updates_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaign_updates
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
