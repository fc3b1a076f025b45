DROP INDEX "dogs_lower_name_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "record_label" text;--> statement-breakpoint
CREATE INDEX "dogs_folded_name_idx" ON "dogs" USING btree (translate(lower("name" collate "C"), 'áÁàÀâÂäÄãÃåÅéÉèÈêÊëËíÍìÌîÎïÏóÓòÒôÔöÖõÕúÚùÙûÛüÜñÑçÇ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunncc'));--> statement-breakpoint
-- Hand-written: the entries written before this migration get the name their record has now, as
-- apps/server/src/modules/admin/audit.ts `recordLabel` writes it from here on.
UPDATE "audit_log" a SET "record_label" = nullif(btrim(d."name"), '')
  FROM "dogs" d WHERE a."resource" = 'dogs' AND a."record_id" = d."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_label" = coalesce(
    nullif(btrim(u."name"), '') || ' (' || nullif(btrim(u."email"), '') || ')',
    nullif(btrim(u."name"), ''), nullif(btrim(u."email"), ''))
  FROM "users" u WHERE a."resource" = 'users' AND a."record_id" = u."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_label" = coalesce(nullif(btrim(p."title"), ''), nullif(btrim(p."media"), ''))
  FROM "press_notes" p WHERE a."resource" = 'press' AND a."record_id" = p."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_label" = coalesce(nullif(btrim(p."title"), ''), p."category"::text)
  FROM "posts" p WHERE a."resource" = 'escolar' AND a."record_id" = p."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_label" = coalesce(nullif(btrim(c."name"), ''), nullif(btrim(c."email"), ''),
    c."type"::text || ' · ' || trim_scale(c."total")::text || ' ' || c."currency"::text)
  FROM "contributions" c WHERE a."resource" = 'contributions' AND a."record_id" = c."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_label" = nullif(btrim(v."name"), '')
  FROM "volunteers" v WHERE a."resource" = 'volunteers' AND a."record_id" = v."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_label" = coalesce(
    nullif(btrim(r."name"), '') || ' (' || nullif(btrim(r."name_dog"), '') || ')',
    nullif(btrim(r."name"), ''), nullif(btrim(r."name_dog"), ''))
  FROM "adoption_requests" r WHERE a."resource" = 'adoptions' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "record_label" = nullif(btrim(m."full_name"), '')
  FROM "contact_messages" m WHERE a."resource" = 'contacts' AND a."record_id" = m."id"::text;--> statement-breakpoint
UPDATE "audit_log" SET "record_label" = 'Textos e imágenes del sitio' WHERE "resource" = 'interfaces';--> statement-breakpoint
-- Press notes and posts deleted since: the title (or medium, or category) their delete entry (or else
-- their create entry) holds, on every entry of that record.
UPDATE "audit_log" a SET "record_label" = (
    SELECT coalesce(
      nullif(btrim(b."changes"->'title'->>'old'), ''), nullif(btrim(b."changes"->'title'->>'new'), ''),
      nullif(btrim(b."changes"->'media'->>'old'), ''), nullif(btrim(b."changes"->'media'->>'new'), ''),
      b."changes"->'category'->>'old', b."changes"->'category'->>'new')
    FROM "audit_log" b
    WHERE b."resource" = a."resource" AND b."record_id" = a."record_id" AND b."action" IN ('delete', 'create')
    ORDER BY b."action" = 'delete' DESC, b."created_at" DESC
    LIMIT 1)
  WHERE a."record_label" IS NULL AND a."resource" IN ('press', 'escolar');--> statement-breakpoint
-- Hand-written: statistics for the new expression index at once (PGlite has no autovacuum), as in 0005.
ANALYZE "dogs";
