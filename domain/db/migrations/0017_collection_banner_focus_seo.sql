ALTER TABLE "collections" ADD COLUMN "banner_focus_x" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "banner_focus_y" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "seo_description" text;