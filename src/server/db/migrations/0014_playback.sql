-- Watching (docs/product/watching.md): where each user stopped in each video (one row a
-- video, rewritten as it plays; docs/product/watching.md#resume) and their player settings (no
-- row: the defaults; docs/product/watching.md#settings). Positions are not library data: no
-- changed_xid column and no tombstone trigger, so saving one leaves the library's version alone
-- (0011). A position is held to its owner's video by the video's (id, user_id) key (0010) and
-- goes with it. The app role sees and changes only its own user's rows, as with tags (0010).
CREATE TABLE "playback_positions" (
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"seconds" double precision NOT NULL,
	"duration" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_positions_user_id_video_id_pk" PRIMARY KEY("user_id","video_id"),
	CONSTRAINT "playback_positions_seconds_check" CHECK ("playback_positions"."seconds" >= 0 and ("playback_positions"."duration" is null or ("playback_positions"."duration" > 0 and "playback_positions"."seconds" <= "playback_positions"."duration")))
);
--> statement-breakpoint
CREATE TABLE "playback_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"auto_mark_watched" boolean NOT NULL,
	"autoplay_next" boolean NOT NULL,
	"speed" real NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_video_owner_fk" FOREIGN KEY ("video_id","user_id") REFERENCES "public"."videos"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_preferences" ADD CONSTRAINT "playback_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playback_positions_user_updated_idx" ON "playback_positions" USING btree ("user_id","updated_at" DESC NULLS FIRST);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE (seconds, duration, updated_at), DELETE ON playback_positions TO vidshelf_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE (auto_mark_watched, autoplay_next, speed) ON playback_preferences TO vidshelf_app;--> statement-breakpoint
ALTER TABLE playback_positions ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE playback_preferences ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY playback_positions_owner ON playback_positions TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());--> statement-breakpoint
CREATE POLICY playback_preferences_owner ON playback_preferences TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
