CREATE TABLE "studio_designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"division_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"base_product_id" integer NOT NULL,
	"document" jsonb NOT NULL,
	"document_hash" text NOT NULL,
	"printed_sides" jsonb NOT NULL,
	"colour" text NOT NULL,
	"visitor_id" text,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_designs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "studio_renders" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"design_id" integer NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"position" smallint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"hash" text,
	"path" text,
	"width_px" integer,
	"height_px" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"division_id" integer NOT NULL,
	"hash" text NOT NULL,
	"path" text NOT NULL,
	"format" text NOT NULL,
	"pixel_width" integer NOT NULL,
	"pixel_height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"visitor_id" text,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_uploads_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "studio_designs" ADD CONSTRAINT "studio_designs_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_designs" ADD CONSTRAINT "studio_designs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_designs" ADD CONSTRAINT "studio_designs_base_product_id_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_designs" ADD CONSTRAINT "studio_designs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_renders" ADD CONSTRAINT "studio_renders_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_renders" ADD CONSTRAINT "studio_renders_design_id_studio_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."studio_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_uploads" ADD CONSTRAINT "studio_uploads_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_uploads" ADD CONSTRAINT "studio_uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_designs_division_base_hash_unique" ON "studio_designs" USING btree ("division_id","base_product_id","document_hash");--> statement-breakpoint
CREATE INDEX "studio_designs_product_idx" ON "studio_designs" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_renders_design_file_unique" ON "studio_renders" USING btree ("design_id","kind","side","colour");--> statement-breakpoint
CREATE INDEX "studio_renders_status_idx" ON "studio_renders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_uploads_division_hash_unique" ON "studio_uploads" USING btree ("division_id","hash");