ALTER TABLE "mail_outbox" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_file_id_idx" ON "mail_outbox" USING btree ("file_id");