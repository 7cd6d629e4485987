-- One definition of "the same name" (docs/decisions/0079-one-name-key.md): collections and tags
-- keep the name as compared (collectionNameKey in src/shared/collection-name.ts) beside it, and
-- their unique indexes are on that key, no longer on lower(name), whose meaning beyond ASCII
-- depends on the cluster's collation and differed from the app's. The key is the app's to
-- compute: rows written before it hold a placeholder (a control character and the row's id, no
-- name's key) until start-up fills them in (src/server/db/name-keys.ts).
ALTER TABLE "categories" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "categories" SET "name_key" = chr(1) || "id"::text;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "categories_user_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "categories_user_name_key" ON "categories" USING btree ("user_id","name_key");--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "tags" SET "name_key" = chr(1) || "id"::text;--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "tags_user_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "tags_user_name_key" ON "tags" USING btree ("user_id","name_key");--> statement-breakpoint
GRANT UPDATE ("name_key") ON "tags" TO vidshelf_app;--> statement-breakpoint
-- Hostile import files (docs/decisions/0078-hostile-import-files.md): entries of folders nested
-- deeper than the depth read, counted for the preview and marked for the report; an import its
-- user cancels, or one whose chunks the database refuses again and again, ends (cancelled,
-- failed, with the reason) instead of holding every later import of the server behind it.
ALTER TABLE "import_items" ADD COLUMN "folded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "folded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "imports" DROP CONSTRAINT "imports_status_check";--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('reading', 'staged', 'running', 'done', 'cancelled', 'failed'));--> statement-breakpoint
DROP INDEX "imports_one_open_per_user";--> statement-breakpoint
CREATE UNIQUE INDEX "imports_one_open_per_user" ON "imports" USING btree ("user_id") WHERE "imports"."status" in ('reading', 'staged', 'running');
