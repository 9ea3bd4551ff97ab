ALTER TABLE "order_items" ALTER COLUMN "price_tax_included" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_percent" integer DEFAULT 20 NOT NULL;