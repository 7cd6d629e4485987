-- Subscriptions (docs/product/subscriptions.md): a followed channel, playlist or feed of a user,
-- checked in the background for new items, which go to the collection it names. A collection
-- deleted leaves its subscriptions without one (their new videos then go to "Inbox"), never
-- deletes them. Not library data: no changed_xid, so following leaves the library's version alone.
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"source_url" text NOT NULL,
	"feed_url" text NOT NULL,
	"category_id" uuid,
	"paused" boolean DEFAULT false NOT NULL,
	"newest_only" boolean DEFAULT false NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_checked_at" timestamp with time zone,
	"last_new_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"skipped_for_limit" integer DEFAULT 0 NOT NULL,
	"check_asked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_user_feed_key" UNIQUE("user_id","feed_url")
);
--> statement-breakpoint
-- The items of a subscription's feed already taken (added, or there when it was followed): each
-- is added once, known by its link key (docs/decisions/0106-subscriptions.md).
CREATE TABLE "subscription_items" (
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"link_key" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_items_pk" PRIMARY KEY("subscription_id","link_key")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_id_user_key" UNIQUE ("id","user_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_category_owner_fk" FOREIGN KEY ("category_id","user_id") REFERENCES "public"."categories"("id","user_id") ON DELETE SET NULL ("category_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD CONSTRAINT "subscription_items_owner_fk" FOREIGN KEY ("subscription_id","user_id") REFERENCES "public"."subscriptions"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_category_idx" ON "subscriptions" USING btree ("category_id");--> statement-breakpoint
GRANT SELECT, INSERT, DELETE, UPDATE (category_id, paused, etag, last_modified, last_checked_at, last_new_at, next_check_at, failures, last_error, skipped_for_limit, check_asked_at, title) ON subscriptions TO vidshelf_app;--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON subscription_items TO vidshelf_app;--> statement-breakpoint
ALTER TABLE subscriptions ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE subscription_items ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY subscriptions_owner ON subscriptions TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());--> statement-breakpoint
CREATE POLICY subscription_items_owner ON subscription_items TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());--> statement-breakpoint
-- A job may belong to a party (a user): a kind may cap how many of one party's jobs run at once,
-- across every process (src/server/jobs). Claims look jobs up by kind and due time.
ALTER TABLE "jobs" ADD COLUMN "party" text;--> statement-breakpoint
CREATE INDEX "jobs_kind_run_at_idx" ON "jobs" USING btree ("kind","run_at");--> statement-breakpoint
CREATE INDEX "jobs_kind_leased_idx" ON "jobs" USING btree ("kind","party") WHERE "lease_until" IS NOT NULL;--> statement-breakpoint
-- A subscription followed, resumed or asked to check now asks for its job in the same
-- transaction, as an import's start does (0015): the user's role has no rights on jobs. A new
-- one is due at its first check time (its follow read the feed already); a resumed one, or one
-- asked to check now, at once.
CREATE FUNCTION request_subscription_job() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  IF NEW.paused THEN RETURN NULL; END IF;
  INSERT INTO jobs (kind, key, run_at, party)
  VALUES ('subscription', NEW.id::text,
    CASE WHEN TG_OP = 'INSERT' THEN coalesce(NEW.next_check_at, now()) ELSE now() END,
    NEW.user_id::text)
  ON CONFLICT (kind, key) DO UPDATE
    SET run_at = least(jobs.run_at, excluded.run_at), requests = jobs.requests + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER subscriptions_request_job AFTER INSERT ON subscriptions
FOR EACH ROW EXECUTE FUNCTION request_subscription_job();--> statement-breakpoint
CREATE TRIGGER subscriptions_request_job_again AFTER UPDATE OF paused, check_asked_at
ON subscriptions FOR EACH ROW
WHEN (OLD.paused IS DISTINCT FROM NEW.paused OR OLD.check_asked_at IS DISTINCT FROM NEW.check_asked_at)
EXECUTE FUNCTION request_subscription_job();
