-- Library versions (docs/decisions/0059-library-versions.md): every row the library
-- answer is made of (collections, videos, tags) records the transaction that last wrote it, and
-- a deleted one leaves a tombstone with the transaction that deleted it. A client that holds
-- the library as of a snapshot then learns whether anything changed since with one index probe
-- per table: a row whose writer that snapshot did not see. Transaction ids, not a counter, so
-- no write waits for another to bump it. The columns are the database's own (drizzle does not
-- declare them): inserts take the default, updates the trigger.
ALTER TABLE categories ADD COLUMN changed_xid xid8 NOT NULL DEFAULT pg_current_xact_id();
--> statement-breakpoint
ALTER TABLE videos ADD COLUMN changed_xid xid8 NOT NULL DEFAULT pg_current_xact_id();
--> statement-breakpoint
ALTER TABLE tags ADD COLUMN changed_xid xid8 NOT NULL DEFAULT pg_current_xact_id();
--> statement-breakpoint
CREATE TABLE library_tombstones (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  record_id uuid NOT NULL,
  changed_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  deleted_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, record_id)
);
--> statement-breakpoint
-- Tombstones are kept for a while (the sweep forgets older ones); the newest transaction among
-- those forgotten is kept here, so a version from before it is known to be too old to compare.
CREATE TABLE library_version_horizon (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  pruned_xid xid8 NOT NULL DEFAULT '0'
);
--> statement-breakpoint
INSERT INTO library_version_horizon DEFAULT VALUES;
--> statement-breakpoint
GRANT SELECT ON library_version_horizon TO vidshelf_app;
--> statement-breakpoint
CREATE INDEX categories_user_changed_idx ON categories (user_id, changed_xid);
--> statement-breakpoint
CREATE INDEX videos_user_changed_idx ON videos (user_id, changed_xid);
--> statement-breakpoint
CREATE INDEX tags_user_changed_idx ON tags (user_id, changed_xid);
--> statement-breakpoint
CREATE INDEX library_tombstones_user_changed_idx ON library_tombstones (user_id, changed_xid);
--> statement-breakpoint
CREATE INDEX library_tombstones_deleted_at_idx ON library_tombstones (deleted_at);
--> statement-breakpoint
CREATE FUNCTION library_row_written() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.changed_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The tombstone is written with the table owner's rights, so the app role needs no grant on
-- it; it names only rows the deleting transaction could delete. A user being deleted leaves
-- none (their rows go by cascade, after their own row).
CREATE FUNCTION library_rows_deleted() RETURNS trigger
  LANGUAGE plpgsql
  SECURITY DEFINER
  SET search_path = public, pg_catalog
  AS $$
BEGIN
  INSERT INTO library_tombstones (user_id, record_id)
    SELECT DISTINCT gone.user_id, gone.id FROM gone
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = gone.user_id)
  ON CONFLICT (user_id, record_id)
    DO UPDATE SET changed_xid = excluded.changed_xid, deleted_at = excluded.deleted_at;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_written BEFORE UPDATE ON categories
  FOR EACH ROW EXECUTE FUNCTION library_row_written();
--> statement-breakpoint
CREATE TRIGGER videos_written BEFORE UPDATE ON videos
  FOR EACH ROW EXECUTE FUNCTION library_row_written();
--> statement-breakpoint
CREATE TRIGGER tags_written BEFORE UPDATE ON tags
  FOR EACH ROW EXECUTE FUNCTION library_row_written();
--> statement-breakpoint
CREATE TRIGGER categories_deleted AFTER DELETE ON categories
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION library_rows_deleted();
--> statement-breakpoint
CREATE TRIGGER videos_deleted AFTER DELETE ON videos
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION library_rows_deleted();
--> statement-breakpoint
CREATE TRIGGER tags_deleted AFTER DELETE ON tags
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION library_rows_deleted();
--> statement-breakpoint
ALTER TABLE library_tombstones ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON library_tombstones TO vidshelf_app;
--> statement-breakpoint
CREATE POLICY library_tombstones_owner ON library_tombstones TO vidshelf_app
  USING (user_id = app_user_id());
