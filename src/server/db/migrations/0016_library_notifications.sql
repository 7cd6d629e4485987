-- Pushed library versions (docs/decisions/0094-pushed-library-versions.md): every transaction
-- that writes a row a library version counts (collections, videos, tags, and the tombstones a
-- delete leaves, migration 0011) tells the servers listening on channel `library_changes` whose
-- library it changed, as `<user id> <transaction id> <snapshot>`. PostgreSQL delivers a
-- notification only when its transaction commits (none on a rollback), to every session that
-- listens, whichever server process it belongs to; identical ones of one transaction arrive
-- once. The snapshot is the writing statement's own: it saw every transaction that had committed
-- before it, so with this one added (the server does that) it names "everything up to this
-- change" as a version.
-- Statement triggers, one notification a user a statement, however many rows it wrote.
CREATE FUNCTION library_rows_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed_user uuid;
  snapshot text := pg_current_snapshot()::text;
BEGIN
  -- A notification's payload is held to 8000 bytes: a snapshot listing very many transactions
  -- in flight is left out (the listeners then name no version for the change).
  IF length(snapshot) > 4096 THEN
    snapshot := '';
  END IF;
  FOR changed_user IN SELECT DISTINCT user_id FROM changed LOOP
    PERFORM pg_notify('library_changes',
                      changed_user::text || ' ' || pg_current_xact_id()::text || ' ' || snapshot);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_inserted_notify AFTER INSERT ON categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION library_rows_changed();
--> statement-breakpoint
CREATE TRIGGER categories_updated_notify AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION library_rows_changed();
--> statement-breakpoint
CREATE TRIGGER videos_inserted_notify AFTER INSERT ON videos
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION library_rows_changed();
--> statement-breakpoint
CREATE TRIGGER videos_updated_notify AFTER UPDATE ON videos
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION library_rows_changed();
--> statement-breakpoint
CREATE TRIGGER tags_inserted_notify AFTER INSERT ON tags
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION library_rows_changed();
--> statement-breakpoint
CREATE TRIGGER tags_updated_notify AFTER UPDATE ON tags
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION library_rows_changed();
--> statement-breakpoint
CREATE TRIGGER library_tombstones_inserted_notify AFTER INSERT ON library_tombstones
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION library_rows_changed();
--> statement-breakpoint
CREATE TRIGGER library_tombstones_updated_notify AFTER UPDATE ON library_tombstones
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION library_rows_changed();
