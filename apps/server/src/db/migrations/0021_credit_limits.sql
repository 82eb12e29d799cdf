ALTER TABLE "agencies" ALTER COLUMN "credit_limit_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "agencies" ALTER COLUMN "credit_limit_cents" DROP NOT NULL;--> statement-breakpoint
-- Added by hand: a limit of 0 was never enforced, so it meant "not set" (null: not checked).
UPDATE "agencies" SET "credit_limit_cents" = NULL WHERE "credit_limit_cents" = 0;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "credit_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "credit_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "credit_release" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "credit_released_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_credit_released_by_user_id_users_id_fk" FOREIGN KEY ("credit_released_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_credit_held_idx" ON "files" USING btree ("credit_held_at") WHERE "files"."credit_held_at" is not null and "files"."credit_released_at" is null;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_credit_release_chk" CHECK ("files"."credit_release" is null or "files"."credit_release" in ('deposit', 'approval'));