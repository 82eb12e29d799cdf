-- Tour texts move into the content store (docs/decisions/011-content-store.md): every non-empty
-- language of a tour's overview and inclusions and of each day's description becomes version 1
-- (source import) of kind 'tour', fields 'overview', 'inclusions' and 'day-<n>'.
INSERT INTO "content_texts" ("entity_kind", "entity_id", "field", "language", "text", "version", "updated_at")
SELECT 'tour', t."id", f."field", l."language"::"content_language", btrim(f."texts" ->> l."language"), 1, t."updated_at"
FROM "tours" t
CROSS JOIN LATERAL (VALUES ('overview', t."overview"), ('inclusions', t."inclusions")) AS f("field", "texts")
CROSS JOIN (VALUES ('en'), ('de'), ('es'), ('it'), ('fr')) AS l("language")
WHERE btrim(coalesce(f."texts" ->> l."language", '')) <> ''
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "content_texts" ("entity_kind", "entity_id", "field", "language", "text", "version", "updated_at")
SELECT 'tour', d."tour_id", 'day-' || d."day_number", l."language"::"content_language", btrim(d."description" ->> l."language"), 1, t."updated_at"
FROM "tour_days" d
JOIN "tours" t ON t."id" = d."tour_id"
CROSS JOIN (VALUES ('en'), ('de'), ('es'), ('it'), ('fr')) AS l("language")
WHERE btrim(coalesce(d."description" ->> l."language", '')) <> ''
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "content_versions" ("text_id", "version", "text", "source", "created_at")
SELECT ct."id", 1, ct."text", 'import', ct."updated_at" FROM "content_texts" ct
WHERE ct."entity_kind" = 'tour'
  AND NOT EXISTS (SELECT 1 FROM "content_versions" cv WHERE cv."text_id" = ct."id");--> statement-breakpoint
ALTER TABLE "tour_days" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "tours" DROP COLUMN "overview";--> statement-breakpoint
ALTER TABLE "tours" DROP COLUMN "inclusions";
