-- A product's price decides only the order of the collection pages it sits in (they sort by price), so a
-- price change announces collection-order:{id}, which only collection pages carry; collection:{id} stays
-- for what every page showing the collection depends on: the collection itself and who sits in it (a
-- product page shows its collections' names and related products drawn from them).
CREATE OR REPLACE FUNCTION printfront_products_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  listed_before boolean := false;
  listed_after boolean := false;
  listing boolean := false;
  repriced boolean := false;
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
    repriced := (OLD.price, OLD.sale_price, OLD.on_sale) IS DISTINCT FROM
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
  -- The collections it sits in may count or order it differently now (leaving them is announced by
  -- product_collections itself).
  IF TG_OP = 'UPDATE' AND (listing OR repriced) THEN
    PERFORM printfront_notify_change(pc.division_id, CASE WHEN listing
      THEN ARRAY['collection:' || pc.collection_id]
      ELSE ARRAY['collection-order:' || pc.collection_id] END)
    FROM product_collections pc WHERE pc.product_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
