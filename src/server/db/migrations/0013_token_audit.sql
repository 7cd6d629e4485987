-- API tokens in the security events (docs/decisions/0081-tokens-and-sessions-bounded.md): an
-- event about a token names it (made, revoked); other events leave it null. A token is made and
-- revoked under row-level security, and its event written in that same transaction: the app
-- role may insert events, as the user it acts for only, and never read them (the system does).
ALTER TABLE "audit_events" ADD COLUMN "detail" text;
--> statement-breakpoint
GRANT INSERT ON audit_events TO vidshelf_app;--> statement-breakpoint
ALTER TABLE audit_events ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY audit_events_own ON audit_events FOR INSERT TO vidshelf_app
  WITH CHECK (user_id = app_user_id());
