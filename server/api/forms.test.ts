import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../domain/accounts';
import { CONTACT_LIMIT, contactMessages } from '../../domain/contact-messages';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { mailingListSubscribers } from '../../domain/mailing-lists';
import type { Store } from '../../domain/stores';
import { createTestPage, createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient } from '../testing';
import { API_PREFIX } from '.';
import { buildPagesTestApp } from './pages.testing';

const HOST = 'letters.localhost';

describe.each(testEngines)('the block form calls on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let store: Store;
  let other: Store;
  let address = 0;
  /** Each request from an address of its own, so rate limits stay out of the way. */
  const from = () => {
    address += 1;
    return { 'x-forwarded-for': `198.51.100.${address}` };
  };
  const subscribers = (email: string) =>
    database.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, email));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'letters' });
    other = await createTestStore(database.db, { subdomain: 'letters-other' });
    await createTestPage(database.db, store.id, {
      url: '/contact/',
      blocks: [
        { uid: 'form', type: 'mailContactForm', properties: { contactEmail: 'desk@letters.example' } },
      ],
    });
    await createTestPage(database.db, other.id, {
      url: '/contact/',
      blocks: [
        { uid: 'their-form', type: 'mailContactForm', properties: { contactEmail: 'them@other.example' } },
      ],
    });
    ({ app } = await buildPagesTestApp(database));
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('POST /mailing-lists/subscribe/', () => {
    it('keeps a pending subscriber and queues the confirmation email', async () => {
      const response = await client.send(
        'POST',
        `${API_PREFIX}/mailing-lists/subscribe/`,
        HOST,
        { division: store.id, mailingList: 'news', email: 'gil@example.com', firstName: 'Gil' },
        from(),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: "We've sent you an email to verify your subscription" });
      expect(await subscribers('gil@example.com')).toEqual([
        expect.objectContaining({ divisionId: store.id, status: 'pending', mailingList: 'news' }),
      ]);
      const [email] = await database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'gil@example.com'));
      expect(email?.kind).toBe('newsletter-verify');
      expect(email?.text).toContain(`http://${HOST}/subscription-verified/?token=`);
    });

    it('refuses an invalid email with its message, writing nothing', async () => {
      const response = await client.send(
        'POST',
        `${API_PREFIX}/mailing-lists/subscribe/`,
        HOST,
        { division: 'letters', email: 'hal@', firstName: 'Hal' },
        from(),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Please enter a valid email address',
        errors: { email: ['Please enter a valid email address'] },
      });
      const missing = await client.send('POST', `${API_PREFIX}/mailing-lists/subscribe/`, HOST, {}, from());
      expect(missing.json().errors).toEqual({
        email: ['This field is required'],
        firstName: ['This field is required'],
      });
      expect(await subscribers('hal@')).toEqual([]);
    });

    it("never subscribes anyone to another store's list", async () => {
      const response = await client.send(
        'POST',
        `${API_PREFIX}/mailing-lists/subscribe/`,
        HOST,
        { division: other.id, email: 'ivy@example.com', firstName: 'Ivy' },
        from(),
      );
      expect(response.statusCode).toBe(404);
      expect(await subscribers('ivy@example.com')).toEqual([]);
    });

    it('answers 429 with a Retry-After once an address has subscribed too often', async () => {
      const same = { 'x-forwarded-for': '192.0.2.77' };
      let last = await client.send(
        'POST',
        `${API_PREFIX}/mailing-lists/subscribe/`,
        HOST,
        { email: 'a@example.com', firstName: 'A' },
        same,
      );
      for (let count = 1; count <= 10; count += 1) {
        last = await client.send(
          'POST',
          `${API_PREFIX}/mailing-lists/subscribe/`,
          HOST,
          { email: `r${count}@example.com`, firstName: 'R' },
          same,
        );
      }
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(await subscribers('r10@example.com')).toEqual([]);
    });
  });

  describe('POST /contact/message/', () => {
    const body = (values: Record<string, string> = {}) => ({
      page: '/contact/',
      block: 'form',
      name: 'Jo',
      email: 'jo@example.com',
      message: 'Hello there',
      ...values,
    });

    it("keeps the message and queues it to the block's address", async () => {
      const response = await client.send('POST', `${API_PREFIX}/contact/message/`, HOST, body(), from());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Thank you, your message has been sent.' });
      const [email] = await database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'desk@letters.example'));
      expect(email?.kind).toBe('contact-message');
      expect(response.body).not.toContain('desk@letters.example');
    });

    it('refuses a missing message with its message, writing nothing', async () => {
      const before = (await database.db.select().from(contactMessages)).length;
      const response = await client.send(
        'POST',
        `${API_PREFIX}/contact/message/`,
        HOST,
        body({ message: '  ' }),
        from(),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'This field is required',
        errors: { message: ['This field is required'] },
      });
      expect(await database.db.select().from(contactMessages)).toHaveLength(before);
    });

    it('answers 429 with the minutes to wait and a Retry-After once an address has sent too many', async () => {
      const same = { 'x-forwarded-for': '192.0.2.78' };
      for (let count = 0; count < CONTACT_LIMIT.max; count += 1)
        await client.send(
          'POST',
          `${API_PREFIX}/contact/message/`,
          HOST,
          body({ message: `Hi ${count}` }),
          same,
        );
      const before = (await database.db.select().from(contactMessages)).length;
      const blocked = await client.send(
        'POST',
        `${API_PREFIX}/contact/message/`,
        HOST,
        body({ message: 'One too many' }),
        same,
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: expect.stringMatching(/try again in \d+ minutes?/i) });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(await database.db.select().from(contactMessages)).toHaveLength(before);
    });

    it("never sends through another store's form", async () => {
      const response = await client.send(
        'POST',
        `${API_PREFIX}/contact/message/`,
        HOST,
        body({ block: 'their-form' }),
        from(),
      );
      expect(response.statusCode).toBe(422);
      const sent = await database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'them@other.example'));
      expect(sent).toEqual([]);
    });
  });
});
