ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that already exist: verified only where the address is known to belong to the person —
-- staff (created by the ADMIN_EMAIL start-up or by a superAdmin in the panel), Google sign-ins (Google
-- vouched for the email) and anyone who already changed the password through a mailed recovery link.
-- Every other password account proves its email with the link it can ask for on /profile.
UPDATE "users" SET "email_verified_at" = now()
WHERE "roles" && ARRAY['admin', 'superAdmin']::text[]
  OR "oidc_subject" IS NOT NULL
  OR "id" IN (SELECT "user_id" FROM "password_reset_tokens" WHERE "used_at" IS NOT NULL);
