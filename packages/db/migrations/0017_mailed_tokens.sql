-- One name per concept (issue 33): the table holds every mailed single-use link, not only password resets.
ALTER TABLE "password_reset_tokens" RENAME TO "mailed_tokens";--> statement-breakpoint
ALTER TABLE "mailed_tokens" RENAME CONSTRAINT "password_reset_tokens_pkey" TO "mailed_tokens_pkey";--> statement-breakpoint
ALTER TABLE "mailed_tokens" RENAME CONSTRAINT "password_reset_tokens_user_id_users_id_fk" TO "mailed_tokens_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "password_reset_tokens_user_idx" RENAME TO "mailed_tokens_user_idx";
