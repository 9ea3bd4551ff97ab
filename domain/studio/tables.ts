import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DesignDocument, Side } from '../../core/design';
import { customers } from '../accounts/tables';
import { productRef, products } from '../catalog/tables';
import { divisionRef } from '../stores/tables';

/** An image a shopper uploaded for the studio: content-addressed, stored under DATA_DIR/media. */
export const studioUploads = pgTable(
  'studio_uploads',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    divisionId: divisionRef(),
    /** First 32 hex digits of the SHA-256 of the stored (cleaned) file; also its file name. */
    hash: text('hash').notNull(),
    /** Path under the media directory: studio/uploads/{division}/{hash}.{ext}. */
    path: text('path').notNull(),
    format: text('format').$type<'png' | 'jpg' | 'webp' | 'svg'>().notNull(),
    pixelWidth: integer('pixel_width').notNull(),
    pixelHeight: integer('pixel_height').notNull(),
    bytes: integer('bytes').notNull(),
    visitorId: text('visitor_id'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('studio_uploads_division_hash_unique').on(t.divisionId, t.hash)],
);

/** A saved design: the document and the custom product it became. Designs never change once saved. */
export const studioDesigns = pgTable(
  'studio_designs',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    divisionId: divisionRef(),
    /** The custom product (sku GBro-...). */
    productId: productRef(),
    baseProductId: integer('base_product_id')
      .notNull()
      .references(() => products.id),
    document: jsonb('document').$type<DesignDocument>().notNull(),
    /** SHA-256 of the canonical document: the same design on the same base product is saved once. */
    documentHash: text('document_hash').notNull(),
    printedSides: jsonb('printed_sides').$type<Side[]>().notNull(),
    /** The colour the shopper designed on; its front mockup renders first. */
    colour: text('colour').notNull(),
    visitorId: text('visitor_id'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('studio_designs_division_base_hash_unique').on(t.divisionId, t.baseProductId, t.documentHash),
    index('studio_designs_product_idx').on(t.productId),
  ],
);

export type RenderKind = 'print' | 'mockup';
export type RenderStatus = 'queued' | 'rendering' | 'done' | 'failed';

/**
 * One file a design needs: a print file per printed side, a mockup per colour and view. `hash` is the
 * content hash of what it is rendered from; the file is `studio/renders/{division}/{kind}-{hash}.{ext}`.
 */
export const studioRenders = pgTable(
  'studio_renders',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    designId: integer('design_id')
      .notNull()
      .references(() => studioDesigns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RenderKind>().notNull(),
    /** The side of a print file, or the view of a mockup (front or back). */
    side: text('side').$type<Side>().notNull(),
    /** The colour of a mockup; '' for print files. */
    colour: text('colour').notNull().default(''),
    /** Render order: lower first. */
    position: smallint('position').notNull(),
    status: text('status').$type<RenderStatus>().notNull().default('queued'),
    hash: text('hash'),
    path: text('path'),
    widthPx: integer('width_px'),
    heightPx: integer('height_px'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('studio_renders_design_file_unique').on(t.designId, t.kind, t.side, t.colour),
    index('studio_renders_status_idx').on(t.status),
  ],
);
