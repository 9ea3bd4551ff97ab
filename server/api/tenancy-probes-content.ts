import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxEmails } from '../../domain/accounts';
import { contactMessages } from '../../domain/contact-messages';
import { blogPosts, instagramPosts, mediaFiles } from '../../domain/content';
import type { DatabaseHandle } from '../../domain/db';
import { mailingListSubscribers } from '../../domain/mailing-lists';
import { createTestPage } from '../../domain/testing/fixtures';
import { HOST_B as B, type Probe, type TenancyIds } from './tenancy-probe';

/**
 * Tests only: tenancy probes for the content calls (blog, Instagram, uploaded files) and the block form
 * calls (mailing-list subscription, contact form), in the shape of the `probes` map of
 * server/api/tenancy.test.ts. Call prepareContentProbes(database, ids) in its beforeAll, after the two
 * stores exist: it gives store A a post, an Instagram post, a file and a contact form to aim at from B.
 */
const API = '/omnis/v3';
const A_POST = 'A probe blog post';
const A_INSTAGRAM = 'A probe instagram caption';
const A_FILE = 'a-probe-file.webp';
const A_CONTACT = 'a-desk@tenant-a.example';

export async function prepareContentProbes(database: DatabaseHandle, ids: TenancyIds): Promise<void> {
  const db = database.db;
  await db.insert(blogPosts).values({ divisionId: ids.a, urlName: 'a-probe-post', title: A_POST });
  await db.insert(instagramPosts).values({
    divisionId: ids.a,
    externalId: 'a-probe',
    caption: A_INSTAGRAM,
    image: '/media/a-probe.webp',
    permalink: 'https://www.instagram.com/p/a-probe/',
  });
  await db
    .insert(mediaFiles)
    .values({ divisionId: ids.a, name: A_FILE, path: `/media/${A_FILE}`, mimeType: 'image/webp' });
  await createTestPage(db, ids.a, {
    url: '/a-probe-contact/',
    blocks: [{ uid: 'a-probe-form', type: 'mailContactForm', properties: { contactEmail: A_CONTACT } }],
  });
}

export const contentProbes: Record<string, Probe> = {
  'GET /blog/paginate/': {
    attack: (client, ids) => client.get(`${API}/blog/paginate/?divisions=${ids.a}&lite=1`, B),
    async verify(response) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(A_POST);
    },
  },
  'GET /divisions/:division/social/instagram/posts': {
    attack: (client, ids) => client.get(`${API}/divisions/${ids.a}/social/instagram/posts?limit=50`, B),
    async verify(response) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(A_INSTAGRAM);
    },
  },
  'GET /artemis/query/': {
    attack: (client, ids) => client.get(`${API}/artemis/query/?division=${ids.a}&perPage=100`, B),
    async verify(response) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(A_FILE);
    },
  },
  'POST /mailing-lists/subscribe/': {
    attack: (client, ids) =>
      client.send('POST', `${API}/mailing-lists/subscribe/`, B, {
        division: ids.a,
        email: 'probe.subscriber@example.com',
        firstName: 'Probe',
      }),
    async verify(response, database) {
      expect(response.statusCode).toBe(404);
      const rows = await database.db
        .select()
        .from(mailingListSubscribers)
        .where(eq(mailingListSubscribers.email, 'probe.subscriber@example.com'));
      expect(rows).toEqual([]);
    },
  },
  'POST /contact/message/': {
    attack: (client) =>
      client.send('POST', `${API}/contact/message/`, B, {
        page: '/a-probe-contact/',
        block: 'a-probe-form',
        name: 'Probe',
        email: 'probe@example.com',
        message: 'Reaching into store A',
      }),
    async verify(response, database) {
      expect(response.statusCode).toBe(422);
      expect(await database.db.select().from(contactMessages)).toEqual([]);
      expect(await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, A_CONTACT))).toEqual([]);
    },
  },
};
