ALTER TYPE "public"."service_line_status" ADD VALUE 'Provisional';--> statement-breakpoint
ALTER TYPE "public"."supplier_request_status" ADD VALUE 'provisional';--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD COLUMN "option_expires_on" date;--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD COLUMN "cancellation_number" text;