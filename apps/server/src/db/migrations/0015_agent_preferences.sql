ALTER TABLE "users" ADD COLUMN "notify_quote_accepted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_client_view" boolean DEFAULT false NOT NULL;