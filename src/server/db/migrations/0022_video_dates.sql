-- Two dates a video carries (docs/product/availability.md, docs/product/subscriptions.md): when
-- Vidshelf noticed it gone (null while it is available), and when its site published it (from a
-- followed feed; null when no source told it). A tombstone keeps both, as it keeps every column.
ALTER TABLE "videos" ADD COLUMN "unavailable_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deleted_videos" ADD COLUMN "unavailable_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deleted_videos" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Videos marked before the date was kept: noticed no later than now.
UPDATE "videos" SET "unavailable_since" = now() WHERE "unavailable";--> statement-breakpoint
UPDATE "deleted_videos" SET "unavailable_since" = now() WHERE "unavailable";--> statement-breakpoint
-- A Vidshelf export's entry carries both, with when it was watched: the import keeps them.
ALTER TABLE "import_items" ADD COLUMN "watched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_items" ADD COLUMN "published_at" timestamp with time zone;
