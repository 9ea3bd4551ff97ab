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
import { divisionRef } from '../stores/tables';

/** A store's blog post (§7 GET /blog/paginate/): read on /blog/{urlName}/ and fed to blog blocks. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    urlName: text('url_name').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Plain text; blank lines separate paragraphs. */
    body: text('body').notNull().default(''),
    /** The post's banner image (metaImage.banner), a /media/ path. */
    banner: text('banner'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_division_url_unique').on(t.divisionId, sql`lower(${t.urlName})`),
    index('blog_posts_division_published_idx').on(t.divisionId, t.publishedAt),
  ],
);

/** A post from the store's Instagram account, stored so blocks never call out at render time. */
export const instagramPosts = pgTable(
  'instagram_posts',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    /** Instagram's own id of the post. */
    externalId: text('external_id').notNull(),
    caption: text('caption').notNull().default(''),
    /** The picture, a /media/ path. */
    image: text('image').notNull(),
    /** The post on Instagram. */
    permalink: text('permalink').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('instagram_posts_division_external_unique').on(t.divisionId, t.externalId),
    index('instagram_posts_division_posted_idx').on(t.divisionId, t.postedAt),
  ],
);

/** A file the store uploaded to its library (artemis, §7 GET /artemis/query/). */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    /** Where the original is served, a /media/ path. */
    path: text('path').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    altText: text('alt_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_division_created_idx').on(t.divisionId, t.createdAt)],
);
