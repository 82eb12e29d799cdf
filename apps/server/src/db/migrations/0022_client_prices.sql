CREATE TYPE "public"."traveller_payments" AS ENUM('operator', 'agency');--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_type" ADD VALUE 'commission';--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "traveller_payments" "traveller_payments" DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "client_markup_basis_points" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "client_markup_basis_points" integer;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_client_markup_chk" CHECK ("agencies"."client_markup_basis_points" between 0 and 100000);