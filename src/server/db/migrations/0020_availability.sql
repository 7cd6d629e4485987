-- The availability sweep (docs/product/availability.md): each user's videos are walked in id
-- order, a few at a time and users in turn, and looked up again; one found gone is marked
-- unavailable, one found again is unmarked. The walk's place is kept per user, with when the next
-- turn is due. The system's alone: the app role only reads and dismisses the notice.
CREATE TABLE "availability_walks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"after_id" uuid,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- "N videos became unavailable": counted by the sweep, shown until the user dismisses it.
CREATE TABLE "availability_notices" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"noticed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_walks" ADD CONSTRAINT "availability_walks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_notices" ADD CONSTRAINT "availability_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_walks_next_at_idx" ON "availability_walks" USING btree ("next_at");--> statement-breakpoint
-- The walk reads a user's videos in id order from where it stopped.
CREATE INDEX "videos_user_id_id_idx" ON "videos" USING btree ("user_id","id");--> statement-breakpoint
GRANT SELECT, DELETE ON availability_notices TO vidshelf_app;--> statement-breakpoint
ALTER TABLE availability_notices ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY availability_notices_owner ON availability_notices TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
