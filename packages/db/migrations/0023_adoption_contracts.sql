-- After the approval (issue 37): the adoption contract and what the adopter accepted, and the delivery day.
CREATE TABLE "adoption_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"text" text NOT NULL,
	"version_hash" text NOT NULL,
	"castrated" text NOT NULL,
	"vaccines" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_dni" text,
	"accepted_address" text,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"signed_text" text,
	"signed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD COLUMN "delivered_on" date;--> statement-breakpoint
ALTER TABLE "adoption_contracts" ADD CONSTRAINT "adoption_contracts_request_id_adoption_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."adoption_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_contracts" ADD CONSTRAINT "adoption_contracts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adoption_contracts_request_key" ON "adoption_contracts" USING btree ("request_id");