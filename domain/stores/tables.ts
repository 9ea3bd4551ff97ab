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
import type {
  Announcement,
  ChristmasContent,
  ChristmasCutoff,
  ComingSoonPageData,
  CustomCode,
  MenuItem,
  PaymentProcessor,
  SearchRedirect,
  SitewideBanner,
  SitewidePopup,
  SocialLinks,
  StorePlugins,
} from '../../core/store';

export const demographics = pgTable('demographics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

/** The merchant's business account (the spec's manufacturer or project). */
export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull().unique(),
  name: text('name').notNull(),
  email: text('email'),
  logo: text('logo'),
  isPro: boolean('is_pro').notNull().default(false),
  isTurbo: boolean('is_turbo').notNull().default(false),
  badges: jsonb('badges')
    .$type<{ code: string; unlocked: boolean; groups: string[] }[]>()
    .notNull()
    .default([]),
  active: boolean('active').notNull().default(true),
  isFraud: boolean('is_fraud').notNull().default(false),
  managed: boolean('managed').notNull().default(false),
  paymentInterval: text('payment_interval'),
  integrationType: text('integration_type'),
  enableBulkStudio: boolean('enable_bulk_studio').notNull().default(false),
  force2fa: boolean('force_2fa').notNull().default(false),
  promoUrl: text('promo_url'),
  betas: jsonb('betas').$type<string[]>().notNull().default([]),
  isVip: boolean('is_vip').notNull().default(false),
  currency: text('currency').notNull().default('GBP'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A store: the spec's division. */
export const divisions = pgTable(
  'divisions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    subdomain: text('subdomain').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    companyName: text('company_name').notNull(),
    companyInfo: jsonb('company_info')
      .$type<{ email?: string; address?: string; vatNumber?: string; companyNumber?: string }>()
      .notNull()
      .default({}),
    logo: text('logo'),
    logoThumbnail: text('logo_thumbnail'),
    activeDomainName: text('active_domain_name'),
    demographicId: integer('demographic_id').references(() => demographics.id),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('divisions_subdomain_unique').on(sql`lower(${t.subdomain})`),
    uniqueIndex('divisions_active_domain_unique').on(sql`lower(${t.activeDomainName})`),
    index('divisions_manufacturer_idx').on(t.manufacturerId),
  ],
);

/** The division_id column of a store-owned row: required, and deleted with its store. */
export const divisionRef = () =>
  integer('division_id')
    .notNull()
    .references(() => divisions.id, { onDelete: 'cascade' });

export type ApprovalStatus = 'approved' | 'denied' | 'pending' | 'none';

/** The store's storefront settings (the spec's subdomain). One per division. */
export const subdomains = pgTable('subdomains', {
  id: serial('id').primaryKey(),
  divisionId: integer('division_id')
    .notNull()
    .unique()
    .references(() => divisions.id, { onDelete: 'cascade' }),
  isPro: boolean('is_pro').notNull().default(false),
  isFraud: boolean('is_fraud').notNull().default(false),
  approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull().default('none'),
  theme: text('theme').notNull().default('teemill'),
  themeOverrides: jsonb('theme_overrides').$type<Record<string, string>>().notNull().default({}),
  mainMenu: jsonb('main_menu').$type<MenuItem[]>().notNull().default([]),
  favicon: text('favicon'),
  metaOgImage: text('meta_og_image'),
  customCode: jsonb('custom_code').$type<CustomCode>().notNull().default({}),
  customDomainName: text('custom_domain_name'),
  searchRedirects: jsonb('search_redirects').$type<SearchRedirect[]>().notNull().default([]),
  sitewidePopup: jsonb('sitewide_popup')
    .$type<SitewidePopup>()
    .notNull()
    .default({ heading: '', description: '', enabled: false }),
  plugins: jsonb('plugins').$type<StorePlugins>().notNull().default({}),
  sitewideBanner: jsonb('sitewide_banner').$type<SitewideBanner | null>(),
  announcement: jsonb('announcement').$type<Announcement | null>(),
  passwordProtected: boolean('password_protected').notNull().default(false),
  storePasswordHash: text('store_password_hash'),
  comingSoonPageData: jsonb('coming_soon_page_data')
    .$type<ComingSoonPageData>()
    .notNull()
    .default({ enabled: false }),
  isNative: boolean('is_native').notNull().default(true),
  mode: text('mode').$type<'native' | 'preview'>().notNull().default('native'),
  currency: text('currency').notNull().default('GBP'),
  paymentProcessor: jsonb('payment_processor')
    .$type<PaymentProcessor>()
    .notNull()
    .default({ type: 'teemill', accounts: [] }),
  christmasCutoffDates: jsonb('christmas_cutoff_dates').$type<ChristmasCutoff[]>().notNull().default([]),
  christmasContent: jsonb('christmas_content').$type<ChristmasContent | null>(),
  favouritesEnabled: boolean('favourites_enabled').notNull().default(true),
  socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Named themes: platform themes have no division; a store may save its own. */
export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    extends: text('extends'),
    deprecated: boolean('deprecated').notNull().default(false),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('themes_division_name_unique').on(sql`coalesce(${t.divisionId}, 0)`, t.name)],
);

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  symbolAlign: text('symbol_align').$type<'left' | 'right'>().notNull(),
  subScript: text('sub_script'),
  decimalPoint: text('decimal_point').notNull(),
  thousandsSeparator: text('thousands_separator').notNull(),
  minorUnits: integer('minor_units').notNull(),
  conversionRate: text('conversion_rate').notNull(),
});
