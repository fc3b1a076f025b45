CREATE TYPE "public"."contribution_method" AS ENUM('paypal', 'donaronline', 'mercadopago', 'cafecito', 'otro');--> statement-breakpoint
CREATE TYPE "public"."contribution_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."contribution_type" AS ENUM('donación', 'sponsoreo', 'padrinazgo');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('ARS', 'USD');--> statement-breakpoint
CREATE TYPE "public"."dog_age" AS ENUM('cachorro', 'adulto', 'adulto jóven', 'viejito');--> statement-breakpoint
CREATE TYPE "public"."dog_gender" AS ENUM('macho', 'hembra');--> statement-breakpoint
CREATE TYPE "public"."dog_size" AS ENUM('chico', 'mediano', 'grande');--> statement-breakpoint
CREATE TYPE "public"."post_category" AS ENUM('escolar', 'talleres', 'charlas', 'capacitaciones');--> statement-breakpoint
CREATE TYPE "public"."press_type" AS ENUM('Prensa Gráfica', 'Televisión / Audiovisual', 'Radio / Audio', 'Artistas Amigos');--> statement-breakpoint
CREATE TYPE "public"."volunteer_modality" AS ENUM('virtual', 'presencial', 'hibrido');--> statement-breakpoint
CREATE TABLE "adoption_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_dog" text NOT NULL,
	"dog_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birthday" date NOT NULL,
	"area" text NOT NULL,
	"location" text NOT NULL,
	"people" integer NOT NULL,
	"accordance" text NOT NULL,
	"vaccinated" text NOT NULL,
	"description" text NOT NULL,
	"other_animals" text NOT NULL,
	"expatiate" text NOT NULL,
	"castrated" text NOT NULL,
	"reason" text NOT NULL,
	"events" text NOT NULL,
	"holidays" text NOT NULL,
	"babies" text NOT NULL,
	"allergies" text NOT NULL,
	"items" text[] NOT NULL,
	"home" text[] NOT NULL,
	"fresh_air" text[] NOT NULL,
	"status" text NOT NULL,
	"authorization" text NOT NULL,
	"sleep" text NOT NULL,
	"loneliness" text NOT NULL,
	"walk" text NOT NULL,
	"moving" text NOT NULL,
	"adaptation" text NOT NULL,
	"sterilization" text NOT NULL,
	"is_pending" boolean DEFAULT true NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adoption_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"organization" text,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"asunto" text NOT NULL,
	"consulta" text NOT NULL,
	"handled" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"email" text,
	"type" "contribution_type" NOT NULL,
	"dog_name" text,
	"dog_id" uuid,
	"detail" text,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"currency" "currency" DEFAULT 'ARS' NOT NULL,
	"method" "contribution_method" NOT NULL,
	"status" "contribution_status" DEFAULT 'paid' NOT NULL,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"gender" "dog_gender" NOT NULL,
	"age" "dog_age" NOT NULL,
	"size" "dog_size" NOT NULL,
	"race" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" text DEFAULT '' NOT NULL,
	"references" text[] NOT NULL,
	"is_sponsored" boolean DEFAULT false NOT NULL,
	"to_adopt" boolean DEFAULT true NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"video" text,
	"is_pending" boolean DEFAULT false NOT NULL,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interfaces" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slider" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"colabora_text" text DEFAULT '' NOT NULL,
	"img_nosotros" jsonb,
	"visitas_text" text DEFAULT '' NOT NULL,
	"escolar_text" text DEFAULT '' NOT NULL,
	"voluntario_text" text DEFAULT '' NOT NULL,
	"img_voluntarios" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" "post_category" NOT NULL,
	"link" text,
	"date" date NOT NULL,
	"title" text,
	"description" text,
	"img" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media" text NOT NULL,
	"type" "press_type" NOT NULL,
	"link" text,
	"date" date NOT NULL,
	"title" text,
	"description" text,
	"img" text,
	"favicon" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"birthday" date,
	"password_hash" text,
	"roles" text[] DEFAULT '{"public"}' NOT NULL,
	"image" text,
	"is_delete" boolean DEFAULT false NOT NULL,
	"oidc_issuer" text,
	"oidc_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birthday" date NOT NULL,
	"area" text NOT NULL,
	"profession" text NOT NULL,
	"interest" text NOT NULL,
	"modality" "volunteer_modality" NOT NULL,
	"availability" integer NOT NULL,
	"days" text[] NOT NULL,
	"clarification" text NOT NULL,
	"description" text NOT NULL,
	"purpose" text NOT NULL,
	"vehicle" text NOT NULL,
	"carpooling" text NOT NULL,
	"question" text,
	"is_pending" boolean DEFAULT true NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteers_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD CONSTRAINT "adoption_requests_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD CONSTRAINT "adoption_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_dog_id_dogs_id_fk" FOREIGN KEY ("dog_id") REFERENCES "public"."dogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adoption_requests_pending_idx" ON "adoption_requests" USING btree ("is_pending","date");--> statement-breakpoint
CREATE INDEX "adoption_requests_dog_idx" ON "adoption_requests" USING btree ("dog_id");--> statement-breakpoint
CREATE INDEX "contact_messages_handled_idx" ON "contact_messages" USING btree ("handled","created_at");--> statement-breakpoint
CREATE INDEX "contributions_date_idx" ON "contributions" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_provider_payment_key" ON "contributions" USING btree ("method","provider_payment_id");--> statement-breakpoint
CREATE INDEX "dogs_active_idx" ON "dogs" USING btree ("is_delete","is_pending","created_at");--> statement-breakpoint
CREATE INDEX "dogs_gender_idx" ON "dogs" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "dogs_age_idx" ON "dogs" USING btree ("age");--> statement-breakpoint
CREATE INDEX "dogs_size_idx" ON "dogs" USING btree ("size");--> statement-breakpoint
CREATE INDEX "dogs_name_idx" ON "dogs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "posts_category_date_idx" ON "posts" USING btree ("category","date");--> statement-breakpoint
CREATE INDEX "press_notes_type_date_idx" ON "press_notes" USING btree ("type","date");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_resource_idx" ON "audit_log" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_key" ON "users" USING btree ("oidc_issuer","oidc_subject");--> statement-breakpoint
CREATE INDEX "users_is_delete_idx" ON "users" USING btree ("is_delete");--> statement-breakpoint
CREATE INDEX "volunteers_pending_idx" ON "volunteers" USING btree ("is_pending","date");