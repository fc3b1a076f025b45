-- Issue 35: visits, events and school talks (ADR 015). Every date people can come is a row of events;
-- bookings hold places against its capacity and combi seats; event_alerts are «Avisame si se suspende»;
-- school_requests are reviewed like the other applications. The outbox learns to carry small files (.ics).
CREATE TABLE "event_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"email" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"people" integer NOT NULL,
	"combi_seats" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"offered_until" timestamp with time zone,
	"attended" boolean,
	"reminder_sent_at" timestamp with time zone,
	"user_id" uuid,
	"token_hash" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_bookings_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"place" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"capacity" integer,
	"booking_required" boolean DEFAULT false NOT NULL,
	"combi_seats" integer DEFAULT 0 NOT NULL,
	"combi_meeting_point" text DEFAULT '' NOT NULL,
	"combi_meeting_at" timestamp with time zone,
	"is_public" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'programado' NOT NULL,
	"notice" text,
	"notice_mailed_at" timestamp with time zone,
	"booked_people" integer DEFAULT 0 NOT NULL,
	"attended_people" integer DEFAULT 0 NOT NULL,
	"purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school" text NOT NULL,
	"level" text NOT NULL,
	"students" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"modality" text NOT NULL,
	"preferred_dates" text NOT NULL,
	"topics" text,
	"is_pending" boolean DEFAULT true NOT NULL,
	"stage" text DEFAULT 'nueva' NOT NULL,
	"stage_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"event_id" uuid,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"idempotency_key" text,
	"anonymized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "event_alerts" ADD CONSTRAINT "event_alerts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_alerts_email_key" ON "event_alerts" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "event_bookings_event_idx" ON "event_bookings" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_bookings_email_key" ON "event_bookings" USING btree ("event_id","email") WHERE "event_bookings"."status" in ('confirmada', 'espera', 'ofrecida');--> statement-breakpoint
CREATE UNIQUE INDEX "event_bookings_token_key" ON "event_bookings" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_key" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_visit_day_key" ON "events" USING btree ((("starts_at" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date)) WHERE "events"."kind" = 'visita';--> statement-breakpoint
CREATE INDEX "school_requests_stage_idx" ON "school_requests" USING btree ("stage","date");--> statement-breakpoint
-- Hand-written: announce changes to the calendar, its bookings and school requests (the function is 0002's),
-- so every instance drops the cached pages and figures that show a date's places when anyone books
-- anywhere, and the dashboard's count of school requests waiting.
CREATE TRIGGER events_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
--> statement-breakpoint
CREATE TRIGGER event_bookings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
--> statement-breakpoint
CREATE TRIGGER school_requests_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON school_requests
  FOR EACH STATEMENT EXECUTE FUNCTION campito_notify_change();
