ALTER TYPE "public"."supplier_request_kind" ADD VALUE 'notice';--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "confirms_every_booking" boolean DEFAULT false NOT NULL;