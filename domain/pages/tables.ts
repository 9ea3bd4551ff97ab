import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredBlock } from '../../core/blocks/types';
import { divisions } from '../stores/tables';

export type PageKind = 'native' | 'subdomain' | 'atlas' | 'store-platform';
export type PageMode = 'unknown' | 'preview' | 'native';
export type LoginState = 'everyone' | 'logged-in' | 'logged-out' | 'dashboard-access';

export interface PageProperties {
  isStorePage?: boolean;
  isMailPage?: boolean;
  loginState?: LoginState;
  title?: string;
  description?: string;
  ogImage?: string | null;
  isSearchable?: boolean;
  searchIcon?: string | null;
  ySpacing?: number;
  [key: string]: unknown;
}

/** The jsonb shape of pages.blocks is the page model's own (core/blocks). */
export type { StoredBlock };

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PageKind>().notNull().default('subdomain'),
    url: text('url').notNull(),
    layout: text('layout').notNull().default('standard'),
    blocks: jsonb('blocks').$type<StoredBlock[]>().notNull().default([]),
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
    properties: jsonb('properties').$type<PageProperties>().notNull().default({}),
    preloadables: jsonb('preloadables').$type<string[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    published: boolean('published').notNull().default(true),
    sitemap: boolean('sitemap').notNull().default(true),
    edited: boolean('edited').notNull().default(false),
    keyPhraseCampaignId: integer('key_phrase_campaign_id'),
    mode: text('mode').$type<PageMode>().notNull().default('native'),
    theme: text('theme'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pages_division_url_unique')
      .on(sql`coalesce(${t.divisionId}, 0)`, t.url)
      .where(sql`${t.deletedAt} is null`),
    index('pages_division_idx').on(t.divisionId),
  ],
);
