-- Background work as rows claimed with a lease (docs/decisions/0093-leased-jobs.md): with
-- several server processes on one PostgreSQL each unit runs once, and a killed process's claim
-- expires to another. The app role has no rights on it: only the system's transactions touch it.
CREATE TABLE "jobs" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"requests" bigint DEFAULT 1 NOT NULL,
	"leased_by" text,
	"lease_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "jobs_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE INDEX "jobs_run_at_idx" ON "jobs" USING btree ("run_at");
--> statement-breakpoint
-- Imports running when this migration ran go on as jobs.
INSERT INTO "jobs" ("kind", "key", "run_at") SELECT 'import', "id"::text, now() FROM "imports" WHERE "status" = 'running';--> statement-breakpoint
-- An import that starts running asks for its job in the same transaction (a trigger, so that the
-- user's transaction, which has no rights on jobs, needs none): committed, it is claimed.
CREATE FUNCTION request_import_job() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  INSERT INTO jobs (kind, key, run_at) VALUES ('import', NEW.id::text, now())
  ON CONFLICT (kind, key) DO UPDATE
    SET run_at = least(jobs.run_at, excluded.run_at), requests = jobs.requests + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER imports_request_job AFTER UPDATE OF status ON imports FOR EACH ROW
WHEN (OLD.status <> 'running' AND NEW.status = 'running') EXECUTE FUNCTION request_import_job();
