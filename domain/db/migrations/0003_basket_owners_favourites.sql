CREATE TABLE "favourite_recoveries" (
	"id" text PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"division_id" integer NOT NULL,
	"visitor_id" text,
	"customer_id" integer,
	"product_id" integer NOT NULL,
	"colour" text,
	"size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_key_unique" UNIQUE("key"),
	CONSTRAINT "favourites_one_owner" CHECK (("favourites"."visitor_id" is null) <> ("favourites"."customer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "baskets" DROP CONSTRAINT "baskets_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "baskets" ALTER COLUMN "visitor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "favourite_recoveries" ADD CONSTRAINT "favourite_recoveries_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_recoveries_requester_idx" ON "favourite_recoveries" USING btree ("division_id","requested_by","created_at");--> statement-breakpoint
CREATE INDEX "favourite_recoveries_email_idx" ON "favourite_recoveries" USING btree ("division_id","email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_division_visitor_product_unique" ON "favourites" USING btree ("division_id","visitor_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_division_customer_product_unique" ON "favourites" USING btree ("division_id","customer_id","product_id");--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_division_customer_name_unique" ON "baskets" USING btree ("division_id","customer_id","name");--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_quantity_range" CHECK ("basket_items"."quantity" between 1 and 999);--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_one_owner" CHECK (("baskets"."visitor_id" is null) <> ("baskets"."customer_id" is null));