-- Keep it right (docs/product/link-details.md#unavailable): the provider reported the video removed
-- or private (oEmbed 401/403/404, a page 404/410). The card is marked, the video kept; a later
-- lookup that finds it clears it. Tombstones keep it too, so an undone delete brings the mark back.
ALTER TABLE "deleted_videos" ADD COLUMN "unavailable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "unavailable" boolean DEFAULT false NOT NULL;