CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"discount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"division_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"minimum_spend" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"region" text NOT NULL,
	"price" integer NOT NULL,
	"free_over" integer,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_url" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "basket_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_processor" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_transaction" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "status" text DEFAULT 'declined' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "decline_code" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "currency" text DEFAULT 'GBP' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "payment_token" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_method_id_shipping_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_unique" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_division_code_unique" ON "coupons" USING btree ("division_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_division_code_unique" ON "shipping_methods" USING btree ("division_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_method_region_unique" ON "shipping_rates" USING btree ("method_id","region");--> statement-breakpoint
CREATE INDEX "shipping_rates_division_idx" ON "shipping_rates" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "orders_customer_hash_idx" ON "orders" USING btree ("division_id","customer_hash");--> statement-breakpoint
CREATE INDEX "payment_attempts_reference_idx" ON "payment_attempts" USING btree ("reference");