CREATE TYPE "public"."client_document_branding" AS ENUM('operator', 'agency', 'unbranded');--> statement-breakpoint
CREATE TABLE "agency_logos" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_logos_content_type_chk" CHECK ("agency_logos"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "client_document_branding" "client_document_branding" DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_logos" ADD CONSTRAINT "agency_logos_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;