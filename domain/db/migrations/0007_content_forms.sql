CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"page_url" text NOT NULL,
	"block_uid" text NOT NULL,
	"to_email" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"url_name" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"banner" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"permalink" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"alt_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_list_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"mailing_list" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verify_token_hash" text,
	"verify_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_list_subscribers" ADD CONSTRAINT "mailing_list_subscribers_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_division_idx" ON "contact_messages" USING btree ("division_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_division_url_unique" ON "blog_posts" USING btree ("division_id",lower("url_name"));--> statement-breakpoint
CREATE INDEX "blog_posts_division_published_idx" ON "blog_posts" USING btree ("division_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_posts_division_external_unique" ON "instagram_posts" USING btree ("division_id","external_id");--> statement-breakpoint
CREATE INDEX "instagram_posts_division_posted_idx" ON "instagram_posts" USING btree ("division_id","posted_at");--> statement-breakpoint
CREATE INDEX "media_files_division_created_idx" ON "media_files" USING btree ("division_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_list_subscribers_unique" ON "mailing_list_subscribers" USING btree ("division_id","mailing_list","email");--> statement-breakpoint
CREATE INDEX "mailing_list_subscribers_token_idx" ON "mailing_list_subscribers" USING btree ("verify_token_hash");