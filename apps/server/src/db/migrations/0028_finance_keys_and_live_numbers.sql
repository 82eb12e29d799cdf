DROP INDEX "supplier_invoices_supplier_reference_idx";--> statement-breakpoint
ALTER TABLE "accounting_exports" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "accounting_exports" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_exports_idempotency_key_idx" ON "accounting_exports" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invoices_supplier_reference_idx" ON "supplier_invoices" USING btree ("supplier_id",upper("supplier_reference")) WHERE "supplier_invoices"."status" <> 'void';