CREATE TYPE "public"."payment_closed_reason" AS ENUM('booking-cancelled', 'already-paid', 'replaced');--> statement-breakpoint
CREATE TYPE "public"."payment_refund_status" AS ENUM('pending', 'refunded', 'failed');--> statement-breakpoint
ALTER TYPE "public"."payment_session_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."payment_session_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "closed_reason" "payment_closed_reason";--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "provider_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "verification_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "refund_status" "payment_refund_status";--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Sessions opened before the rule: a file keeps its newest live session, older ones are expired
-- (the new "cancelled" value cannot be used in the transaction that adds it).
UPDATE "payment_sessions" SET "status" = 'expired', "updated_at" = now()
WHERE "status" in ('open', 'requires_action', 'processing')
  AND "id" NOT IN (
    SELECT max("id") FROM "payment_sessions"
    WHERE "status" in ('open', 'requires_action', 'processing') GROUP BY "file_id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_one_live_per_file_key" ON "payment_sessions" USING btree ("file_id") WHERE "payment_sessions"."status" in ('open', 'requires_action', 'processing');