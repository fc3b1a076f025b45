ALTER TABLE "contributions" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "debit_mercadopago_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "debit_other_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "debit_other_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interfaces" ADD COLUMN "other_ways_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "contributions_provider_order_idx" ON "contributions" USING btree ("provider_order_id");