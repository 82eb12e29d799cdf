-- Hand-edited: the review statuses are renamed in place (drizzle-kit recreated the type, which
-- cannot cast the stored values): new -> pending, approved -> published, rejected -> hidden.
ALTER TYPE "public"."traveller_review_status" RENAME VALUE 'new' TO 'pending';--> statement-breakpoint
ALTER TYPE "public"."traveller_review_status" RENAME VALUE 'approved' TO 'published';--> statement-breakpoint
ALTER TYPE "public"."traveller_review_status" RENAME VALUE 'rejected' TO 'hidden';--> statement-breakpoint
ALTER TABLE "traveller_reviews" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "traveller_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "traveller_reviews" ADD COLUMN "moderated_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "traveller_reviews" ADD COLUMN "moderated_by_name" text;--> statement-breakpoint
ALTER TABLE "traveller_reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "traveller_reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "traveller_reviews" ADD COLUMN "replied_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "traveller_reviews" ADD COLUMN "replied_by_name" text;--> statement-breakpoint
ALTER TABLE "traveller_reviews" ADD CONSTRAINT "traveller_reviews_moderated_by_user_id_users_id_fk" FOREIGN KEY ("moderated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveller_reviews" ADD CONSTRAINT "traveller_reviews_replied_by_user_id_users_id_fk" FOREIGN KEY ("replied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_events_booking_requested_at_idx" ON "file_events" USING btree ("created_at","file_id") WHERE "file_events"."action" = 'booking.requested';--> statement-breakpoint
CREATE INDEX "file_events_booking_requested_file_idx" ON "file_events" USING btree ("file_id") WHERE "file_events"."action" = 'booking.requested';--> statement-breakpoint
CREATE INDEX "file_events_admin_line_changes_idx" ON "file_events" USING btree ("created_at","id") WHERE "file_events"."actor_kind" = 'admin' and "file_events"."action" in ('line.price-changed', 'line.status-changed', 'line.added', 'line.removed', 'line.replaced');--> statement-breakpoint
CREATE INDEX "prize_choices_chosen_idx" ON "prize_choices" USING btree ("chosen_at","file_id");--> statement-breakpoint
CREATE INDEX "traveller_reviews_submitted_idx" ON "traveller_reviews" USING btree ("submitted_at","id");