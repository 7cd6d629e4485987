-- Undo a delete (docs/decisions/0047-undo-delete.md): a deleted video's row is kept
-- here for a few minutes, so "Undo" puts back the same row (id, order key, date). The app role
-- reads, adds and removes only its own user's tombstones, as with videos.
CREATE TABLE "deleted_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"youtube_id" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"channel_name" text,
	"duration" text,
	"url" text NOT NULL,
	"position" text COLLATE "C" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_key" text,
	"details_pending" boolean DEFAULT false NOT NULL,
	"title_edited" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_videos" ADD CONSTRAINT "deleted_videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_videos" ADD CONSTRAINT "deleted_videos_category_owner_fk" FOREIGN KEY ("category_id","user_id") REFERENCES "public"."categories"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_videos_user_deleted_idx" ON "deleted_videos" USING btree ("user_id","deleted_at");--> statement-breakpoint
CREATE INDEX "deleted_videos_deleted_idx" ON "deleted_videos" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "deleted_videos_category_id_idx" ON "deleted_videos" USING btree ("category_id");
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON deleted_videos TO vidshelf_app;--> statement-breakpoint
ALTER TABLE deleted_videos ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY deleted_videos_owner ON deleted_videos TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
