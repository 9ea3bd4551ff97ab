import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromEmail, outboxEmails } from '../accounts';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { createTestStore, visitorContext } from '../testing/fixtures';
import { countSubscribers, SUBSCRIBE_LIMIT, subscribe, verifySubscription } from '.';
import { mailingListSubscribers } from './tables';

const ORIGIN = 'http://news.localhost';
const tokenOf = (text: string) =>
  new URL(linkFromEmail({ text }, '/subscription-verified/') ?? 'http://x/').searchParams.get('token') ?? '';

describe.each(testEngines)('mailing-list subscriptions on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let ip = 0;
  /** Each test from an address of its own, so the rate limit of one does not touch another. */
  const options = () => {
    ip += 1;
    return { origin: ORIGIN, ip: `198.51.100.${ip}` };
  };
  const emailsTo = (to: string) =>
    database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(outboxEmails.id);
  const subscribersOf = (email: string) =>
    database.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, email));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'news', companyName: 'News Co' });
    other = await createTestStore(database.db, { subdomain: 'news-other' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps a pending subscriber and emails a confirmation link; the link confirms once', async () => {
    const ctx = visitorContext(database.db, store);
    const answer = await subscribe(
      ctx,
      { email: ' Ada@Example.com ', firstName: ' Ada ', mailingList: 'weekly' },
      options(),
    );
    expect(answer).toEqual({ message: "We've sent you an email to verify your subscription" });
    const [row] = await subscribersOf('ada@example.com');
    expect(row).toMatchObject({
      divisionId: store.id,
      mailingList: 'weekly',
      firstName: 'Ada',
      status: 'pending',
    });
    const [email] = await emailsTo('ada@example.com');
    expect(email).toMatchObject({ kind: 'newsletter-verify', divisionId: store.id });
    expect(email?.subject).toBe('Confirm your subscription to News Co');
    expect(email?.text).toContain('Hi Ada,');
    const token = tokenOf(email?.text ?? '');
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(row?.verifyTokenHash).not.toBe(token);

    await expect(verifySubscription(visitorContext(database.db, other), { token })).rejects.toMatchObject({
      status: 422,
      errors: { token: ['This link has expired or was already used. Please subscribe again.'] },
    });
    expect(await verifySubscription(ctx, { token })).toEqual({
      email: 'ada@example.com',
      mailingList: 'weekly',
      message: 'Thank you: your subscription is confirmed.',
    });
    expect(await countSubscribers(ctx, 'weekly')).toBe(1);
    await expect(verifySubscription(ctx, { token })).rejects.toMatchObject({ status: 422 });
    await expect(verifySubscription(ctx, { token: '' })).rejects.toMatchObject({
      errors: { token: ['This link has expired or was already used. Please subscribe again.'] },
    });
  });

  it('answers the same to an address already confirmed, and sends nothing', async () => {
    const ctx = visitorContext(database.db, store);
    await subscribe(ctx, { email: 'bo@example.com', firstName: 'Bo' }, options());
    const [first] = await emailsTo('bo@example.com');
    await verifySubscription(ctx, { token: tokenOf(first?.text ?? '') });
    const again = await subscribe(ctx, { email: 'BO@example.com', firstName: 'Robert' }, options());
    expect(again.message).toBe("We've sent you an email to verify your subscription");
    expect(await emailsTo('bo@example.com')).toHaveLength(1);
    const [row] = await subscribersOf('bo@example.com');
    expect(row).toMatchObject({ status: 'verified', firstName: 'Bo', mailingList: '' });
  });

  it('sends a fresh link to a pending address; the old one no longer works', async () => {
    const ctx = visitorContext(database.db, store);
    await subscribe(ctx, { email: 'cy@example.com', firstName: 'Cy' }, options());
    await subscribe(ctx, { email: 'cy@example.com', firstName: 'Cyril' }, options());
    const [first, second] = await emailsTo('cy@example.com');
    await expect(verifySubscription(ctx, { token: tokenOf(first?.text ?? '') })).rejects.toMatchObject({
      status: 422,
    });
    await verifySubscription(ctx, { token: tokenOf(second?.text ?? '') });
    expect((await subscribersOf('cy@example.com'))[0]).toMatchObject({
      status: 'verified',
      firstName: 'Cyril',
    });
  });

  it('refuses a missing or invalid email and a missing first name, writing nothing', async () => {
    const ctx = visitorContext(database.db, store);
    await expect(subscribe(ctx, { email: 'not-an-email', firstName: 'Di' }, options())).rejects.toMatchObject(
      {
        status: 422,
        message: 'Please enter a valid email address',
        errors: { email: ['Please enter a valid email address'] },
      },
    );
    await expect(subscribe(ctx, { email: 'di@example.com', firstName: '' }, options())).rejects.toMatchObject(
      {
        status: 422,
        message: 'This field is required',
        errors: { firstName: ['This field is required'] },
      },
    );
    await expect(
      subscribe(ctx, { email: 'di@example.com', firstName: 'Di', mailingList: 'no spaces' }, options()),
    ).rejects.toMatchObject({
      status: 422,
      errors: { mailingList: ['May only contain letters, numbers, dashes and underscores'] },
    });
    expect(await subscribersOf('di@example.com')).toEqual([]);
    expect(await emailsTo('di@example.com')).toEqual([]);
  });

  it('keeps each store’s subscribers apart', async () => {
    await subscribe(
      visitorContext(database.db, other),
      { email: 'ed@example.com', firstName: 'Ed' },
      options(),
    );
    const rows = await subscribersOf('ed@example.com');
    expect(rows.map((row) => row.divisionId)).toEqual([other.id]);
    expect(await countSubscribers(visitorContext(database.db, other))).toBe(0);
  });

  it(`allows ${SUBSCRIBE_LIMIT.max} subscriptions an hour from one address`, async () => {
    const ctx = visitorContext(database.db, store);
    const from = { origin: ORIGIN, ip: '192.0.2.99' };
    for (let index = 0; index < SUBSCRIBE_LIMIT.max; index += 1) {
      await subscribe(ctx, { email: `flood${index}@example.com`, firstName: 'F' }, from);
    }
    await expect(
      subscribe(ctx, { email: 'flood-last@example.com', firstName: 'F' }, from),
    ).rejects.toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(await subscribersOf('flood-last@example.com')).toEqual([]);
  });
});
