-- «Necesitamos» (issue 36): what the shelter needs in kind, the drop-off points, and people's «Llevo 2».
CREATE TABLE "drop_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"hours" text NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need_pledges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"need_id" uuid NOT NULL,
	"drop_point_id" uuid,
	"quantity" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"bring_on" date NOT NULL,
	"status" text DEFAULT 'prometido' NOT NULL,
	"arrived_quantity" integer,
	"arrived_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"anonymized_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "needs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"detail" text,
	"wanted" integer NOT NULL,
	"urgency" text DEFAULT 'siempre' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "need_pledges" ADD CONSTRAINT "need_pledges_need_id_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_pledges" ADD CONSTRAINT "need_pledges_drop_point_id_drop_points_id_fk" FOREIGN KEY ("drop_point_id") REFERENCES "public"."drop_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "need_pledges_idempotency_key" ON "need_pledges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "need_pledges_need_idx" ON "need_pledges" USING btree ("need_id","status");--> statement-breakpoint
CREATE INDEX "need_pledges_reminder_idx" ON "need_pledges" USING btree ("bring_on") WHERE "need_pledges"."reminded_at" is null;