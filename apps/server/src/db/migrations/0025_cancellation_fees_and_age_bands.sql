ALTER TABLE "products" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "infant_max_age" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "child_max_age" integer;--> statement-breakpoint
ALTER TABLE "file_service_lines" ADD COLUMN "cancellation_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_service_lines" ADD COLUMN "supplier_charge_cents" integer DEFAULT 0 NOT NULL;