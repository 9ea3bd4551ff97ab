import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORT_MESSAGES } from '../../core/errors';
import { outboxEmails } from '../../domain/accounts';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { REMILL_EMAILS_PER_HOUR } from '../../domain/retex';
import type { Store } from '../../domain/stores';
import { createTestStore } from '../../domain/testing/fixtures';
import { type ApiClient, apiClient, buildTestServer } from '../testing';

const PATH = '/omnis/v3/frontend/retex/remill/submit/';

describe.each(testEngines)('POST /frontend/retex/remill/submit/ on %s', (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: ApiClient;
  let store: Store;
  let other: Store;
  const host = 'remill.localhost';

  const emails = (divisionId: number) =>
    database.db.select().from(outboxEmails).where(eq(outboxEmails.divisionId, divisionId));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'remill', companyName: 'Remill Store' });
    other = await createTestStore(database.db, { subdomain: 'remill-other' });
    app = await buildTestServer(database);
    client = await apiClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('queues the remill instructions in the mail layout and answers the success message', async () => {
    const response = await client.send('POST', PATH, host, { email: 'Worn.Out@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Thank you, we sent you an email with instructions.',
    });
    const [email] = await emails(store.id);
    expect(email).toMatchObject({
      to: 'Worn.Out@Example.com',
      kind: 'remill-instructions',
      status: 'pending',
    });
    expect(email?.subject).toBe('How to send your worn-out clothes back to Remill Store');
    expect(email?.text).toContain('100% cotton clothing, of any brand');
    expect(email?.text).toContain('Not denim and not underwear');
    expect(email?.text).toContain('In the UK the return is free');
    expect(email?.text).toContain('coupon for your next purchase');
    expect(email?.text).toContain('http://remill.localhost/teemail/remill-instructions');
    expect(email?.html).toContain('max-width:520px');
    expect(email?.html).toContain('Remill Store');
  });

  it.each([
    [{ email: '' }, 'This field is required'],
    [{}, 'This field is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses %j with 422 and writes nothing', async (body, message) => {
    const before = (await emails(store.id)).length;
    const response = await client.send('POST', PATH, host, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { email: [message] } });
    expect(await emails(store.id)).toHaveLength(before);
  });

  it('answers the same but sends no more than the hourly limit to one address', async () => {
    for (let n = 0; n < REMILL_EMAILS_PER_HOUR + 2; n += 1) {
      const response = await client.send('POST', PATH, host, { email: 'limit@example.com' });
      expect(response.json().type).toBe('success');
    }
    const sent = (await emails(store.id)).filter((email) => email.to === 'limit@example.com');
    expect(sent).toHaveLength(REMILL_EMAILS_PER_HOUR);
  });

  it('sends for the store of the host only, and nothing for an unknown host', async () => {
    const before = (await emails(store.id)).length;
    const response = await client.send('POST', PATH, 'remill-other.localhost', { email: 'b@example.com' });
    expect(response.statusCode).toBe(200);
    expect((await emails(other.id)).map((email) => email.to)).toEqual(['b@example.com']);
    expect(await emails(store.id)).toHaveLength(before);
    const unknown = await client.send('POST', PATH, 'nowhere.localhost', { email: 'c@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: TRANSPORT_MESSAGES.unknownStore });
  });
});
