-- Webhooks (docs/product/webhooks.md, docs/decisions/0107-webhooks.md): a user's addresses that
-- receive a signed JSON POST when a video is added, becomes unavailable or arrives from a
-- subscription. The secret signs each delivery, so it is kept as is (it is the user's to see).
-- Not library data: no changed_xid, so a webhook leaves the library's version alone.
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_events_check" CHECK (cardinality("events") > 0 AND "events" <@ ARRAY['video.added', 'video.unavailable', 'subscription.item_added']::text[])
);
--> statement-breakpoint
-- The delivery log and outbox in one: a row is written in the transaction of what happened, and
-- sent by a leased job (kind 'webhook', key its id). Pending while next_attempt_at is set;
-- delivered once delivered_at is; else it failed for good. The newest 100 of a webhook are kept.
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"delivered_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_id_user_key" UNIQUE ("id","user_id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_owner_fk" FOREIGN KEY ("webhook_id","user_id") REFERENCES "public"."webhooks"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhooks_user_idx" ON "webhooks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at" DESC,"id" DESC);--> statement-breakpoint
GRANT SELECT, INSERT, DELETE, UPDATE (url, events, enabled, secret) ON webhooks TO vidshelf_app;--> statement-breakpoint
GRANT SELECT, INSERT, DELETE, UPDATE (attempts, next_attempt_at, delivered_at, last_status, last_error) ON webhook_deliveries TO vidshelf_app;--> statement-breakpoint
ALTER TABLE webhooks ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE webhook_deliveries ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY webhooks_owner ON webhooks TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());--> statement-breakpoint
CREATE POLICY webhook_deliveries_owner ON webhook_deliveries TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());--> statement-breakpoint
-- A delivery written asks for its job in the same transaction, as an import's start does (0015):
-- the user's role has no rights on jobs. Its party is the user, whose deliveries a process runs
-- at most a few of at once (perParty).
CREATE FUNCTION request_webhook_job() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  INSERT INTO jobs (kind, key, run_at, party)
  VALUES ('webhook', NEW.id::text, now(), NEW.user_id::text)
  ON CONFLICT (kind, key) DO UPDATE
    SET run_at = least(jobs.run_at, excluded.run_at), requests = jobs.requests + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_request_job AFTER INSERT ON webhook_deliveries
FOR EACH ROW EXECUTE FUNCTION request_webhook_job();
