-- Personal access tokens (docs/product/extension-and-tokens.md#api-tokens): hashed, one user's
-- each; the user manages them under row-level security, the sign-in check finds them by hash as the
-- system.
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_id_idx" ON "api_tokens" USING btree ("user_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON api_tokens TO vidshelf_app;--> statement-breakpoint
ALTER TABLE api_tokens ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY api_tokens_owner ON api_tokens TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
