CREATE TABLE "customer_divisions" (
	"customer_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"role" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customer_divisions_customer_id_division_id_pk" PRIMARY KEY("customer_id","division_id")
);
--> statement-breakpoint
CREATE TABLE "customer_manufacturers" (
	"customer_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	CONSTRAINT "customer_manufacturers_customer_id_manufacturer_id_pk" PRIMARY KEY("customer_id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"username" text,
	"avatar" text,
	"company" text,
	"phone" text,
	"mobile" text,
	"website" text,
	"social_handles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"signed_eula" boolean DEFAULT false NOT NULL,
	"should_have_store" boolean DEFAULT false NOT NULL,
	"dashboard_access" boolean DEFAULT false NOT NULL,
	"dashboard_permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"role" text,
	"notes" text,
	"potential_value" integer,
	"two_factor_secret" text,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"request_terms" boolean DEFAULT false NOT NULL,
	"status_journey" text,
	"lead_status" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"full_name" text,
	"first_name" text,
	"last_name" text,
	"avatar" text,
	"mission" text,
	"bio" text,
	"muted_at" timestamp with time zone,
	"status" integer,
	"team" jsonb,
	"colour" text,
	"is_leadership" boolean DEFAULT false NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"store_control_role" text,
	"mobile_phone_number" text,
	"date_of_birth" text,
	"address" jsonb,
	"national_insurance_number" text,
	"bank" jsonb,
	"last_active" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"url_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner" text,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_collections" (
	"division_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_collections_collection_id_product_id_pk" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer,
	"original" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"color" text,
	"kind" text DEFAULT 'product' NOT NULL,
	"sizes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"colour_name" text NOT NULL,
	"colour_hex" text NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail" text,
	"pro" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"division_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"division_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"size" text NOT NULL,
	"sku" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_variants_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"division_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"url_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_image" text,
	"price" integer NOT NULL,
	"sale_price" integer,
	"on_sale" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"gender" text DEFAULT 'unisex' NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"manufacturer_id" integer,
	"vat_rate" integer DEFAULT 1 NOT NULL,
	"base_cost" integer,
	"base_cost_white" integer,
	"base_sku" text,
	"base_product_id" integer,
	"approval_status" text DEFAULT 'approved' NOT NULL,
	"denial_reason" text,
	"is_bundle" boolean DEFAULT false NOT NULL,
	"bundle_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_colour" text,
	"customise_it" text,
	"enable_add_to_cart" boolean DEFAULT true NOT NULL,
	"cross_sell_design" boolean DEFAULT false NOT NULL,
	"cross_sell_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"include_in_product_feed" boolean DEFAULT true NOT NULL,
	"is_base_product" boolean DEFAULT false NOT NULL,
	"is_f_product" boolean DEFAULT false NOT NULL,
	"is_diy_f_product" boolean DEFAULT false NOT NULL,
	"is_editable_in_studio" boolean DEFAULT false NOT NULL,
	"magic_models_enabled" boolean DEFAULT false NOT NULL,
	"bestseller_rank" integer,
	"designs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"applications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"platen" jsonb,
	"print_costs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mockup_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_matrix" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"template" text,
	"personalizable" boolean DEFAULT false NOT NULL,
	"personalization_template" jsonb,
	"size_chart_id" integer,
	"key_phrase_campaign_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utm_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"source" text,
	"campaign" text,
	"medium" text,
	"content" text,
	"term" text,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"printed_count" integer DEFAULT 0 NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	"cancelled_quantity" integer DEFAULT 0 NOT NULL,
	"parent_item_id" integer,
	"master_bundle_item_id" integer,
	"price" integer NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"price_tax_included" boolean DEFAULT true NOT NULL,
	"discount_tax_included" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "order_statuses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"hash" text NOT NULL,
	"division_id" integer NOT NULL,
	"paid_division_id" integer,
	"created_division_id" integer,
	"customer_id" integer,
	"email" text NOT NULL,
	"status_id" integer NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"goods_tax" integer DEFAULT 0 NOT NULL,
	"shipping_tax" integer DEFAULT 0 NOT NULL,
	"tax_discount" integer DEFAULT 0 NOT NULL,
	"shipping_total" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"coupon" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"pigeonhole" text,
	"payment_method" text,
	"shipping_method" text,
	"shipping_quote" jsonb,
	"tracking_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"child_order_type" text,
	"integration_type" text,
	"reprint_reason_id" integer,
	"parent_order_id" integer,
	"fulfillment_factory" text,
	"billing" jsonb,
	"shipping" jsonb,
	"styles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"is_successful" boolean NOT NULL,
	"payment_method_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"division_id" integer,
	"kind" text DEFAULT 'subdomain' NOT NULL,
	"url" text NOT NULL,
	"layout" text DEFAULT 'standard' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preloadables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sitemap" boolean DEFAULT true NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"key_phrase_campaign_id" integer,
	"mode" text DEFAULT 'native' NOT NULL,
	"theme" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pages_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"symbol_align" text NOT NULL,
	"sub_script" text,
	"decimal_point" text NOT NULL,
	"thousands_separator" text NOT NULL,
	"minor_units" integer NOT NULL,
	"conversion_rate" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demographics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "demographics_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"subdomain" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"company_name" text NOT NULL,
	"company_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo" text,
	"logo_thumbnail" text,
	"active_domain_name" text,
	"demographic_id" integer,
	"manufacturer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "divisions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"logo" text,
	"is_pro" boolean DEFAULT false NOT NULL,
	"is_turbo" boolean DEFAULT false NOT NULL,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_fraud" boolean DEFAULT false NOT NULL,
	"managed" boolean DEFAULT false NOT NULL,
	"payment_interval" text,
	"integration_type" text,
	"enable_bulk_studio" boolean DEFAULT false NOT NULL,
	"force_2fa" boolean DEFAULT false NOT NULL,
	"promo_url" text,
	"betas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manufacturers_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "subdomains" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"is_pro" boolean DEFAULT false NOT NULL,
	"is_fraud" boolean DEFAULT false NOT NULL,
	"approval_status" text DEFAULT 'none' NOT NULL,
	"theme" text DEFAULT 'teemill' NOT NULL,
	"theme_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"main_menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"favicon" text,
	"meta_og_image" text,
	"custom_code" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_domain_name" text,
	"search_redirects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sitewide_popup" jsonb DEFAULT '{"heading":"","description":"","enabled":false}'::jsonb NOT NULL,
	"plugins" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sitewide_banner" jsonb,
	"announcement" jsonb,
	"password_protected" boolean DEFAULT false NOT NULL,
	"store_password_hash" text,
	"coming_soon_page_data" jsonb DEFAULT '{"enabled":false}'::jsonb NOT NULL,
	"is_native" boolean DEFAULT true NOT NULL,
	"mode" text DEFAULT 'native' NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"payment_processor" jsonb DEFAULT '{"type":"teemill","accounts":[]}'::jsonb NOT NULL,
	"christmas_cutoff_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"christmas_content" jsonb,
	"favourites_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subdomains_division_id_unique" UNIQUE("division_id")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"division_id" integer,
	"name" text NOT NULL,
	"extends" text,
	"deprecated" boolean DEFAULT false NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "customer_divisions" ADD CONSTRAINT "customer_divisions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_divisions" ADD CONSTRAINT "customer_divisions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_manufacturers" ADD CONSTRAINT "customer_manufacturers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_manufacturers" ADD CONSTRAINT "customer_manufacturers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_visits" ADD CONSTRAINT "utm_visits_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_logs" ADD CONSTRAINT "order_status_logs_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_logs" ADD CONSTRAINT "order_status_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_logs" ADD CONSTRAINT "order_status_logs_status_id_order_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_logs" ADD CONSTRAINT "order_status_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_division_id_divisions_id_fk" FOREIGN KEY ("paid_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_division_id_divisions_id_fk" FOREIGN KEY ("created_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_id_order_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_demographic_id_demographics_id_fk" FOREIGN KEY ("demographic_id") REFERENCES "public"."demographics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subdomains" ADD CONSTRAINT "subdomains_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_divisions_division_idx" ON "customer_divisions" USING btree ("division_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_unique" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_customer_unique" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_division_url_name_unique" ON "collections" USING btree ("division_id","url_name");--> statement-breakpoint
CREATE INDEX "product_collections_product_idx" ON "product_collections" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_product_colour_unique" ON "product_options" USING btree ("division_id","product_id","colour_name");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_division_sku_unique" ON "product_variants" USING btree ("division_id","sku");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_division_url_name_unique" ON "products" USING btree ("division_id","url_name");--> statement-breakpoint
CREATE UNIQUE INDEX "products_division_sku_unique" ON "products" USING btree ("division_id","sku");--> statement-breakpoint
CREATE INDEX "products_division_enabled_idx" ON "products" USING btree ("division_id","enabled");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (to_tsvector('english', "name" || ' ' || "description"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_division_name_unique" ON "tags" USING btree ("division_id",lower("name"));--> statement-breakpoint
CREATE INDEX "events_division_idx" ON "events" USING btree ("division_id","created_at");--> statement-breakpoint
CREATE INDEX "utm_visits_division_idx" ON "utm_visits" USING btree ("division_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_logs_order_idx" ON "order_status_logs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_division_idx" ON "orders" USING btree ("division_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_division_idempotency_unique" ON "orders" USING btree ("division_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_division_url_unique" ON "pages" USING btree (coalesce("division_id", 0),"url") WHERE "pages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "pages_division_idx" ON "pages" USING btree ("division_id");--> statement-breakpoint
CREATE UNIQUE INDEX "divisions_subdomain_unique" ON "divisions" USING btree (lower("subdomain"));--> statement-breakpoint
CREATE UNIQUE INDEX "divisions_active_domain_unique" ON "divisions" USING btree (lower("active_domain_name"));--> statement-breakpoint
CREATE INDEX "divisions_manufacturer_idx" ON "divisions" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_division_name_unique" ON "themes" USING btree (coalesce("division_id", 0),"name");