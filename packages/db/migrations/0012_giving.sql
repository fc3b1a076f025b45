ALTER TYPE "public"."contribution_method" ADD VALUE 'transferencia';--> statement-breakpoint
CREATE TABLE "dog_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dog_id" uuid NOT NULL,
	"text" text NOT NULL,
	"image" jsonb,
	"author_id" uuid,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" "currency" NOT NULL,
	"product_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"type" "contribution_type" NOT NULL,
	"dog_id" uuid,
	"dog_name" text,
	"amount" numeric(14, 2) NOT NULL,
	"currency" "currency" DEFAULT 'ARS' NOT NULL,
	"email" text,
	"name" text,
	"user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"wants_updates" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"last_charge_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "wants_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "impact_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dog_updates" ADD CONSTRAINT "dog_updates_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dog_updates" ADD CONSTRAINT "dog_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dog_updates_dog_idx" ON "dog_updates" USING btree ("dog_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_plans_amount_key" ON "paypal_plans" USING btree ("amount","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_key" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_dog_active_idx" ON "subscriptions" USING btree ("dog_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contributions_subscription_idx" ON "contributions" USING btree ("subscription_id") WHERE "contributions"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "contributions_email_idx" ON "contributions" USING btree (lower("email")) WHERE "contributions"."email" is not null;--> statement-breakpoint
-- Pages and figures cached in memory follow these tables too (the sponsorship meter, a dog's news, /impacto).
CREATE TRIGGER subscriptions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();--> statement-breakpoint
CREATE TRIGGER dog_updates_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dog_updates
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
