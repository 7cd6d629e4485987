-- Tags and notes (docs/decisions/0054-tags-and-notes.md): a user's tags (names unique
-- per user in any case), which video carries which, a note on each video, and on each video the
-- names of its tags in tag order (a copy the writes of tags keep, so the library's read joins
-- nothing); an import's staged entries keep the tags and note their file gives. Tombstones keep
-- the note and the names, so an undone delete brings them back. The video's (id, user_id) key
-- is added before the foreign key that needs it (drizzle-kit wrote it last). The app role sees
-- and changes only its own user's tags, as with videos (0001).
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_id_user_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
CREATE TABLE "video_tags" (
	"video_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "video_tags_video_id_tag_id_pk" PRIMARY KEY("video_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "deleted_videos" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deleted_videos" ADD COLUMN "tag_names" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_items" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "tag_names" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_id_user_key" UNIQUE("id","user_id");--> statement-breakpoint
ALTER TABLE "video_tags" ADD CONSTRAINT "video_tags_video_owner_fk" FOREIGN KEY ("video_id","user_id") REFERENCES "public"."videos"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tags" ADD CONSTRAINT "video_tags_tag_owner_fk" FOREIGN KEY ("tag_id","user_id") REFERENCES "public"."tags"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_user_name_key" ON "tags" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "video_tags_tag_id_idx" ON "video_tags" USING btree ("tag_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE (name), DELETE ON tags TO vidshelf_app;--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON video_tags TO vidshelf_app;--> statement-breakpoint
ALTER TABLE tags ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE video_tags ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tags_owner ON tags TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());--> statement-breakpoint
CREATE POLICY video_tags_owner ON video_tags TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
