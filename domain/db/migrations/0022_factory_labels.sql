CREATE TABLE "factory_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"counter" integer NOT NULL,
	"pickface" text NOT NULL,
	"product_id" integer,
	"to_be_picked" boolean DEFAULT true NOT NULL,
	"times_printed" integer DEFAULT 0 NOT NULL,
	"picked_user_id" integer,
	"picked_at" timestamp with time zone,
	"cancelled" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_user_id" integer,
	"cancel_reason" text,
	"parent_label_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_pretreat_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_print_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_id" integer NOT NULL,
	"user_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pigeonhole_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer,
	"label_id" integer NOT NULL,
	"pigeonhole" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "factory_labels" ADD CONSTRAINT "factory_labels_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_labels" ADD CONSTRAINT "factory_labels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_labels" ADD CONSTRAINT "factory_labels_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_labels" ADD CONSTRAINT "factory_labels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_labels" ADD CONSTRAINT "factory_labels_picked_user_id_users_id_fk" FOREIGN KEY ("picked_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_labels" ADD CONSTRAINT "factory_labels_cancelled_user_id_users_id_fk" FOREIGN KEY ("cancelled_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_pretreat_logs" ADD CONSTRAINT "label_pretreat_logs_label_id_factory_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."factory_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_pretreat_logs" ADD CONSTRAINT "label_pretreat_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_print_logs" ADD CONSTRAINT "label_print_logs_label_id_factory_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."factory_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_print_logs" ADD CONSTRAINT "label_print_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pigeonhole_logs" ADD CONSTRAINT "pigeonhole_logs_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pigeonhole_logs" ADD CONSTRAINT "pigeonhole_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pigeonhole_logs" ADD CONSTRAINT "pigeonhole_logs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pigeonhole_logs" ADD CONSTRAINT "pigeonhole_logs_label_id_factory_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."factory_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pigeonhole_logs" ADD CONSTRAINT "pigeonhole_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "factory_labels_order_counter_unique" ON "factory_labels" USING btree ("order_id","counter");--> statement-breakpoint
CREATE INDEX "factory_labels_item_idx" ON "factory_labels" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "label_pretreat_logs_label_idx" ON "label_pretreat_logs" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "label_print_logs_label_idx" ON "label_print_logs" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "pigeonhole_logs_order_idx" ON "pigeonhole_logs" USING btree ("order_id");