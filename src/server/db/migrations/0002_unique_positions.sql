-- One ordering key per place: per user for collections, per (user, collection) for videos.
-- DEFERRABLE (hand-added; drizzle-kit cannot express it): renumbering a list rewrites every key
-- in one UPDATE, which passes through transient duplicates; it defers the check to commit.
DROP INDEX "categories_user_position_idx";--> statement-breakpoint
DROP INDEX "videos_user_category_position_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_user_position_key" UNIQUE("user_id","position") DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_category_position_key" UNIQUE("user_id","category_id","position") DEFERRABLE INITIALLY IMMEDIATE;
