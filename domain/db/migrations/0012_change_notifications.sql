-- Every write that changes what a storefront shows announces itself on the channel printfront_changes as
-- {"s": store id (null: every store), "t": [tags]} (domain/cache-invalidation). NOTIFY is sent at commit,
-- never for a rolled-back write, to every process listening on the database.
CREATE OR REPLACE FUNCTION printfront_notify_change(division integer, tags text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(tags, 1), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_notify('printfront_changes', json_build_object('s', division, 't', tags)::text);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION printfront_pages_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM printfront_notify_change(OLD.division_id, ARRAY['pages', 'page:' || OLD.url]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM printfront_notify_change(NEW.division_id, ARRAY['pages', 'page:' || NEW.url]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pages_notify_change AFTER INSERT OR UPDATE OR DELETE ON pages
FOR EACH ROW EXECUTE FUNCTION printfront_pages_changed();
--> statement-breakpoint
-- A product's own pages and the pages that show it carry product:{id}; listings (search, bestsellers,
-- new in, related) carry 'listings' and collection pages collection:{id}, announced only when what decides
-- a listing (membership, order, the words searched; prices for collections, which sort by them) changes.
CREATE OR REPLACE FUNCTION printfront_products_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  listed_before boolean := false;
  listed_after boolean := false;
  listing boolean := false;
  reordered boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    listed_before := NOT OLD.is_base_product AND OLD.base_product_id IS NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    listed_after := NOT NEW.is_base_product AND NEW.base_product_id IS NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    listing := (listed_before OR listed_after) AND (
      OLD.division_id, OLD.enabled, OLD.bestseller_rank, OLD.name, OLD.description, OLD.created_at,
      OLD.is_base_product, OLD.base_product_id
    ) IS DISTINCT FROM (
      NEW.division_id, NEW.enabled, NEW.bestseller_rank, NEW.name, NEW.description, NEW.created_at,
      NEW.is_base_product, NEW.base_product_id
    );
    -- Only collection pages sort by price.
    reordered := listing OR (OLD.price, OLD.sale_price, OLD.on_sale) IS DISTINCT FROM
      (NEW.price, NEW.sale_price, NEW.on_sale);
  ELSE
    listing := listed_before OR listed_after;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM printfront_notify_change(OLD.division_id, CASE WHEN listing
      THEN ARRAY['product:' || OLD.id, 'listings'] ELSE ARRAY['product:' || OLD.id] END);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM printfront_notify_change(NEW.division_id, CASE WHEN listing
      THEN ARRAY['product:' || NEW.id, 'listings'] ELSE ARRAY['product:' || NEW.id] END);
  END IF;
  -- The collections it sits in may order or count it differently now (leaving them is announced by
  -- product_collections itself).
  IF reordered THEN
    PERFORM printfront_notify_change(pc.division_id, ARRAY['collection:' || pc.collection_id])
    FROM product_collections pc WHERE pc.product_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_notify_change AFTER INSERT OR UPDATE OR DELETE ON products
FOR EACH ROW EXECUTE FUNCTION printfront_products_changed();
--> statement-breakpoint
-- Colours, sizes, variants (what can be bought), images and tags of a product: product:{product_id}.
CREATE OR REPLACE FUNCTION printfront_product_part_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  part jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    part := to_jsonb(OLD);
    PERFORM printfront_notify_change((part->>'division_id')::integer, ARRAY['product:' || (part->>'product_id')]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    part := to_jsonb(NEW);
    PERFORM printfront_notify_change((part->>'division_id')::integer, ARRAY['product:' || (part->>'product_id')]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_options_notify_change AFTER INSERT OR UPDATE OR DELETE ON product_options
FOR EACH ROW EXECUTE FUNCTION printfront_product_part_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_notify_change AFTER INSERT OR UPDATE OR DELETE ON product_variants
FOR EACH ROW EXECUTE FUNCTION printfront_product_part_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_notify_change AFTER INSERT OR UPDATE OR DELETE ON product_images
FOR EACH ROW EXECUTE FUNCTION printfront_product_part_changed();
--> statement-breakpoint
CREATE TRIGGER product_tags_notify_change AFTER INSERT OR UPDATE OR DELETE ON product_tags
FOR EACH ROW EXECUTE FUNCTION printfront_product_part_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION printfront_product_collections_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM printfront_notify_change(OLD.division_id,
      ARRAY['product:' || OLD.product_id, 'collection:' || OLD.collection_id]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM printfront_notify_change(NEW.division_id,
      ARRAY['product:' || NEW.product_id, 'collection:' || NEW.collection_id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_collections_notify_change AFTER INSERT OR UPDATE OR DELETE ON product_collections
FOR EACH ROW EXECUTE FUNCTION printfront_product_collections_changed();
--> statement-breakpoint
-- A collection's own page carries collection:{id}; lists of collections (feeds, sitemap) 'collections'.
CREATE OR REPLACE FUNCTION printfront_collections_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM printfront_notify_change(OLD.division_id, ARRAY['collection:' || OLD.id, 'collections']);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM printfront_notify_change(NEW.division_id, ARRAY['collection:' || NEW.id, 'collections']);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER collections_notify_change AFTER INSERT OR UPDATE OR DELETE ON collections
FOR EACH ROW EXECUTE FUNCTION printfront_collections_changed();
--> statement-breakpoint
-- Store settings: 'menu', 'theme' or 'settings' by what changed; every page of the store shows all three.
CREATE OR REPLACE FUNCTION printfront_subdomains_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  tags text[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.division_id = NEW.division_id THEN
    IF OLD.main_menu IS DISTINCT FROM NEW.main_menu THEN
      tags := array_append(tags, 'menu');
    END IF;
    IF (OLD.theme, OLD.theme_overrides) IS DISTINCT FROM (NEW.theme, NEW.theme_overrides) THEN
      tags := array_append(tags, 'theme');
    END IF;
    IF (to_jsonb(OLD) - 'main_menu' - 'theme' - 'theme_overrides' - 'updated_at')
      IS DISTINCT FROM (to_jsonb(NEW) - 'main_menu' - 'theme' - 'theme_overrides' - 'updated_at') THEN
      tags := array_append(tags, 'settings');
    END IF;
    PERFORM printfront_notify_change(NEW.division_id, tags);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM printfront_notify_change(OLD.division_id, ARRAY['settings']);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM printfront_notify_change(NEW.division_id, ARRAY['settings']);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER subdomains_notify_change AFTER INSERT OR UPDATE OR DELETE ON subdomains
FOR EACH ROW EXECUTE FUNCTION printfront_subdomains_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION printfront_divisions_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM printfront_notify_change(OLD.id, ARRAY['settings']);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM printfront_notify_change(NEW.id, ARRAY['settings']);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER divisions_notify_change AFTER INSERT OR UPDATE OR DELETE ON divisions
FOR EACH ROW EXECUTE FUNCTION printfront_divisions_changed();
--> statement-breakpoint
-- A project's pro and turbo flags reach its stores; its onboarding badges show on no shared page.
CREATE OR REPLACE FUNCTION printfront_manufacturers_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(OLD) - 'badges') IS DISTINCT FROM (to_jsonb(NEW) - 'badges') THEN
    PERFORM printfront_notify_change(d.id, ARRAY['settings']) FROM divisions d WHERE d.manufacturer_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER manufacturers_notify_change AFTER UPDATE ON manufacturers
FOR EACH ROW EXECUTE FUNCTION printfront_manufacturers_changed();
--> statement-breakpoint
-- A store's own theme: 'theme' for that store; a platform theme (no division): 'theme' for every store.
CREATE OR REPLACE FUNCTION printfront_themes_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM printfront_notify_change(OLD.division_id, ARRAY['theme']);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM printfront_notify_change(NEW.division_id, ARRAY['theme']);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER themes_notify_change AFTER INSERT OR UPDATE OR DELETE ON themes
FOR EACH ROW EXECUTE FUNCTION printfront_themes_changed();
