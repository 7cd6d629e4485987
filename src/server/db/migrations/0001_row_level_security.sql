-- Defence in depth (docs/decisions/0001-database-access-and-rls.md): requests run as the
-- non-superuser role vidshelf_app with app.user_id set for the transaction; these policies let that
-- role see only its own rows, even if a query forgot its user filter. Roles are cluster-wide, so
-- creation tolerates a role made by another database of the same cluster (or by a concurrent
-- migration).
DO $$
BEGIN
  CREATE ROLE vidshelf_app NOLOGIN NOINHERIT;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
-- The connecting role must be a member to SET ROLE; a superuser (PGlite's) already may.
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'vidshelf_app', 'MEMBER') THEN
    EXECUTE format('GRANT vidshelf_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION app_user_id() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT NULLIF(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO vidshelf_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_user_id() TO vidshelf_app;
--> statement-breakpoint
GRANT SELECT, UPDATE (display_name) ON users TO vidshelf_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON categories, videos TO vidshelf_app;
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE categories ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE videos ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY users_self ON users TO vidshelf_app
  USING (id = app_user_id());
--> statement-breakpoint
CREATE POLICY categories_owner ON categories TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
--> statement-breakpoint
CREATE POLICY videos_owner ON videos TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
