CREATE TYPE "public"."tax_code" AS ENUM('standard', 'zero_rated');--> statement-breakpoint
ALTER TABLE "file_service_lines" ADD COLUMN "tax_code" "tax_code" DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "zero_rated_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "zero_rated_cents" integer DEFAULT 0 NOT NULL;