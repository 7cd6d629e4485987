-- Contact messages (docs/decisions/0041-contact-messages.md): what Settings → Contact
-- Us sends, kept for the operator's command line. The app role may only insert, as the user it
-- acts for (no SELECT: a sender never reads messages back, their own included); the command
-- line reads and marks them read as the system. A deleted account leaves its messages.
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");
--> statement-breakpoint
GRANT INSERT ON contact_messages TO vidshelf_app;--> statement-breakpoint
ALTER TABLE contact_messages ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY contact_messages_sender ON contact_messages FOR INSERT TO vidshelf_app
  WITH CHECK (user_id = app_user_id());
