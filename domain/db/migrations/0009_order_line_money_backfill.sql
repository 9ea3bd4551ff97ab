-- Order lines get one money model (core/orders line-money.ts): unit_price is one unit with VAT inside,
-- discount the line's share of the order's discount, vat_percent the rate; price and tax are the line's goods
-- without VAT and their VAT before the discount (price_tax_included false).
-- Lines written by quotes, the demo seed and old fixtures kept the unit price with VAT in price and the unit's
-- VAT in tax, with unit_price left at 0 (checkout always set it): they move to the line meaning first.
UPDATE "order_items"
SET "unit_price" = "price",
    "price" = ("price" - "tax") * "quantity",
    "tax" = "tax" * "quantity"
WHERE "unit_price" = 0 AND "price" <> 0;
--> statement-breakpoint
-- The rate that gives the stored VAT on the line's goods (price + tax): 20% or 5% when either gives it to the
-- penny, else the nearest whole percent; a line with no money is left at the standard rate.
UPDATE "order_items"
SET "vat_percent" = CASE
    WHEN "price" + "tax" <= 0 THEN 20
    WHEN "tax" = 0 THEN 0
    WHEN "tax" = (("price" + "tax")::bigint * 40 + 120) / 240 THEN 20
    WHEN "tax" = (("price" + "tax")::bigint * 10 + 105) / 210 THEN 5
    WHEN "price" > 0 THEN round("tax" * 100.0 / "price")::integer
    ELSE 20
  END;
--> statement-breakpoint
-- price and tax again from the unit price, quantity and rate, as orderLineColumns derives them (VAT half up).
UPDATE "order_items"
SET "tax" = CASE WHEN "vat_percent" > 0 AND "unit_price" > 0
      THEN (("unit_price"::bigint * "quantity" * "vat_percent" * 2 + 100 + "vat_percent") / (2 * (100 + "vat_percent")))::integer
      ELSE 0 END,
    "price" = "unit_price" * "quantity" - CASE WHEN "vat_percent" > 0 AND "unit_price" > 0
      THEN (("unit_price"::bigint * "quantity" * "vat_percent" * 2 + 100 + "vat_percent") / (2 * (100 + "vat_percent")))::integer
      ELSE 0 END,
    "discount" = LEAST(GREATEST("discount", 0), "unit_price" * "quantity"),
    "price_tax_included" = false;
--> statement-breakpoint
-- Orders whose items were edited had their totals moved by a wrong sum (a line total read as a unit price):
-- their totals are worked out again from their lines, as orderMoneyOf does.
UPDATE "orders"
SET "subtotal" = "lines"."gross",
    "discount" = "lines"."discount",
    "goods_tax" = "lines"."vat",
    "tax_discount" = "lines"."tax" - "lines"."vat",
    "total" = "lines"."gross" - "lines"."discount" + "orders"."shipping_total"
FROM (
  SELECT "order_id",
    sum("unit_price" * "quantity")::integer AS "gross",
    sum("discount")::integer AS "discount",
    sum("tax")::integer AS "tax",
    sum(CASE WHEN "vat_percent" > 0 AND "unit_price" * "quantity" - "discount" > 0
      THEN ((("unit_price" * "quantity" - "discount")::bigint * "vat_percent" * 2 + 100 + "vat_percent") / (2 * (100 + "vat_percent")))
      ELSE 0 END)::integer AS "vat"
  FROM "order_items"
  GROUP BY "order_id"
) AS "lines"
WHERE "lines"."order_id" = "orders"."id"
  AND EXISTS (SELECT 1 FROM "order_amendments" WHERE "order_amendments"."order_id" = "orders"."id" AND "order_amendments"."kind" = 'items');
