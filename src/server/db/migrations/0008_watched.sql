-- Watch later (docs/product/watch-later-and-player.md): when the user marked a video watched; null
-- while not. Tombstones keep it too, so an undone delete brings the state back.
ALTER TABLE "deleted_videos" ADD COLUMN "watched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "watched_at" timestamp with time zone;