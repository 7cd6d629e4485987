-- Import (docs/decisions/0035-import.md): an import and its staged entries, each
-- video's link key (what makes two links the same video), whether its details are still to be
-- looked up, and whether the user named it. Row-level security as for the library (0001).
CREATE TABLE "import_items" (
	"import_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"source" text NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"collection_name" text,
	"saved_at" timestamp with time zone,
	"channel_name" text,
	"description" text,
	"link_key" text,
	"repeat_of" integer,
	"outcome" text,
	"detail" text,
	CONSTRAINT "import_items_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"target_collection_id" uuid,
	"total" integer DEFAULT 0 NOT NULL,
	"in_library" integer DEFAULT 0 NOT NULL,
	"repeated" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"collection_count" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"over_limit" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('reading', 'staged', 'running', 'done'))
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "link_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "details_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "title_edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_items" ADD CONSTRAINT "import_items_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_items_link_key_idx" ON "import_items" USING btree ("import_id","link_key");--> statement-breakpoint
CREATE INDEX "imports_user_created_idx" ON "imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "imports_one_open_per_user" ON "imports" USING btree ("user_id") WHERE "imports"."status" <> 'done';--> statement-breakpoint
CREATE INDEX "videos_user_link_key_idx" ON "videos" USING btree ("user_id","link_key");--> statement-breakpoint
CREATE INDEX "videos_details_pending_idx" ON "videos" USING btree ("created_at") WHERE "videos"."details_pending";
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON imports, import_items TO vidshelf_app;--> statement-breakpoint
ALTER TABLE imports ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE import_items ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY imports_owner ON imports TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());--> statement-breakpoint
CREATE POLICY import_items_owner ON import_items TO vidshelf_app
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
