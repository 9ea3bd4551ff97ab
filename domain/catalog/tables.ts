import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../accounts/tables';
import { divisionRef, manufacturers } from '../stores/tables';

export type Side = 'front' | 'back' | 'left' | 'right';
export type ProductDesigns = Partial<Record<Side, string>>;
export interface PrintApplication {
  side: Side;
  technique: string;
  area: { x: number; y: number; width: number; height: number };
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    divisionId: divisionRef(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    urlName: text('url_name').notNull(),
    description: text('description').notNull().default(''),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaImage: text('meta_image'),
    /** Prices are integer minor units in the store currency. */
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    onSale: boolean('on_sale').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    gender: text('gender').$type<'men' | 'women' | 'kids' | 'unisex'>().notNull().default('unisex'),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    vatRate: integer('vat_rate').notNull().default(1),
    baseCost: integer('base_cost'),
    baseCostWhite: integer('base_cost_white'),
    baseSku: text('base_sku'),
    baseProductId: integer('base_product_id'),
    approvalStatus: text('approval_status').notNull().default('approved'),
    denialReason: text('denial_reason'),
    isBundle: boolean('is_bundle').notNull().default(false),
    bundleItems: jsonb('bundle_items')
      .$type<{ productId: number; quantity: number }[]>()
      .notNull()
      .default([]),
    defaultColour: text('default_colour'),
    customiseIt: text('customise_it'),
    enableAddToCart: boolean('enable_add_to_cart').notNull().default(true),
    crossSellDesign: boolean('cross_sell_design').notNull().default(false),
    crossSellProducts: jsonb('cross_sell_products').$type<number[]>().notNull().default([]),
    includeInProductFeed: boolean('include_in_product_feed').notNull().default(true),
    isBaseProduct: boolean('is_base_product').notNull().default(false),
    isFProduct: boolean('is_f_product').notNull().default(false),
    isDiyFProduct: boolean('is_diy_f_product').notNull().default(false),
    isEditableInStudio: boolean('is_editable_in_studio').notNull().default(false),
    magicModelsEnabled: boolean('magic_models_enabled').notNull().default(false),
    bestsellerRank: integer('bestseller_rank'),
    designs: jsonb('designs').$type<ProductDesigns>().notNull().default({}),
    applications: jsonb('applications').$type<PrintApplication[]>().notNull().default([]),
    platen: jsonb('platen').$type<{ widthMm: number; heightMm: number } | null>(),
    printCosts: jsonb('print_costs').$type<Partial<Record<Side, number>>>().notNull().default({}),
    processing: jsonb('processing').$type<Record<string, unknown>>().notNull().default({}),
    mockupParams: jsonb('mockup_params').$type<Record<string, unknown>>().notNull().default({}),
    priceMatrix: jsonb('price_matrix').$type<Record<string, number>>().notNull().default({}),
    template: text('template'),
    personalizable: boolean('personalizable').notNull().default(false),
    personalizationTemplate: jsonb('personalization_template').$type<Record<string, unknown> | null>(),
    sizeChartId: integer('size_chart_id'),
    keyPhraseCampaignId: integer('key_phrase_campaign_id'),
    createdBy: integer('created_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_division_url_name_unique').on(t.divisionId, t.urlName),
    uniqueIndex('products_division_sku_unique').on(t.divisionId, t.sku),
    index('products_division_enabled_idx').on(t.divisionId, t.enabled),
    // The dashboard's product list pages through a store's products in each of its sort orders.
    index('products_division_created_idx').on(t.divisionId, t.createdAt, t.id),
    index('products_division_name_idx').on(t.divisionId, t.name, t.id),
    index('products_division_price_idx').on(t.divisionId, t.price, t.id),
    index('products_division_bestseller_idx').on(t.divisionId, t.bestsellerRank, t.id),
    index('products_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.name} || ' ' || ${t.description})`,
    ),
  ],
);

/** The product_id column of a product's own rows: required, and deleted with the product. */
export const productRef = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/** A colour option of a product, with the sizes it comes in. */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    productId: productRef(),
    colourName: text('colour_name').notNull(),
    colourHex: text('colour_hex').notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    thumbnail: text('thumbnail'),
    pro: boolean('pro').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('product_options_product_colour_unique').on(t.divisionId, t.productId, t.colourName)],
);

/** One purchasable colour and size of a product. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    divisionId: divisionRef(),
    productId: productRef(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    sku: text('sku').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('product_variants_division_sku_unique').on(t.divisionId, t.sku),
    index('product_variants_product_idx').on(t.productId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    productId: productRef(),
    optionId: integer('option_id').references(() => productOptions.id, { onDelete: 'cascade' }),
    original: text('original').notNull(),
    position: integer('position').notNull().default(0),
    altText: text('alt_text').notNull().default(''),
    color: text('color'),
    kind: text('kind').$type<'product' | 'ugc'>().notNull().default('product'),
    sizes: jsonb('sizes').$type<Record<string, string>>().notNull().default({}),
    /** The point the storefront's crops centre on, 0..1 each way. */
    focusX: doublePrecision('focus_x').notNull().default(0.5),
    focusY: doublePrecision('focus_y').notNull().default(0.5),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    urlName: text('url_name').notNull(),
    description: text('description').notNull().default(''),
    banner: text('banner'),
    /** The point of the banner the storefront's crops centre on, 0..1 each way. */
    bannerFocusX: doublePrecision('banner_focus_x').notNull().default(0.5),
    bannerFocusY: doublePrecision('banner_focus_y').notNull().default(0.5),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collections_division_url_name_unique').on(t.divisionId, t.urlName)],
);

export const productCollections = pgTable(
  'product_collections',
  {
    divisionId: divisionRef(),
    productId: productRef(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('product_collections_product_idx').on(t.productId),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('tags_division_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);

export const productTags = pgTable(
  'product_tags',
  {
    divisionId: divisionRef(),
    productId: productRef(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);
