CREATE TABLE "product_url_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"url_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_url_redirects" ADD CONSTRAINT "product_url_redirects_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_url_redirects" ADD CONSTRAINT "product_url_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_url_redirects_division_url_name_unique" ON "product_url_redirects" USING btree ("division_id","url_name");--> statement-breakpoint
CREATE INDEX "product_url_redirects_product_idx" ON "product_url_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_division_created_idx" ON "products" USING btree ("division_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_division_name_idx" ON "products" USING btree ("division_id","name","id");--> statement-breakpoint
CREATE INDEX "products_division_price_idx" ON "products" USING btree ("division_id","price","id");--> statement-breakpoint
CREATE INDEX "products_division_bestseller_idx" ON "products" USING btree ("division_id","bestseller_rank","id");