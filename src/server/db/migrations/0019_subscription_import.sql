-- Subscriptions imported from a file (docs/product/subscriptions.md#move-in-and-out) are written
-- without reading their feeds: `baselined` false until the first read, which takes the items the
-- feed lists then and adds none of them (feed-checks.ts). A follow reads the feed at once and
-- writes true, the default, as every subscription before this had.
ALTER TABLE "subscriptions" ADD COLUMN "baselined" boolean DEFAULT true NOT NULL;--> statement-breakpoint
GRANT UPDATE (baselined) ON subscriptions TO vidshelf_app;
