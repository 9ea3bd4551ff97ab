import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../accounts';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import type { Store } from '../stores';
import { createTestPage, createTestStore, visitorContext } from '../testing/fixtures';
import { CONTACT_LIMIT, sendContactMessage } from '.';
import { contactMessages } from './tables';

const form = (uid: string, contactEmail: string, extra: Record<string, unknown> = {}) => ({
  uid,
  type: 'mailContactForm',
  properties: { contactEmail, ...extra },
});

describe.each(testEngines)('contact form messages on %s', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let other: Store;
  let ip = 0;
  const from = () => {
    ip += 1;
    return { ip: `198.51.100.${ip}` };
  };
  const message = (values: Record<string, string> = {}) => ({
    page: '/contact/',
    block: 'form',
    name: 'Fay',
    email: 'fay@example.com',
    message: 'Do you print on hemp?',
    ...values,
  });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { subdomain: 'contact', companyName: 'Contact Co' });
    other = await createTestStore(database.db, { subdomain: 'contact-other' });
    await createTestPage(database.db, store.id, {
      url: '/contact/',
      blocks: [
        form('form', 'owner@contact.example'),
        form('hidden', 'owner@contact.example', { published: false }),
        form('no-address', ''),
        { uid: 'text', type: 'text', properties: { text: 'Hi' } },
      ],
    });
    await createTestPage(database.db, other.id, {
      url: '/contact/',
      blocks: [form('theirs', 'them@other.example')],
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps the message and emails it to the block's address", async () => {
    const answer = await sendContactMessage(visitorContext(database.db, store), message(), from());
    expect(answer).toEqual({ message: 'Thank you, your message has been sent.' });
    const rows = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.divisionId, store.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      pageUrl: '/contact/',
      blockUid: 'form',
      toEmail: 'owner@contact.example',
    });
    const [email] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'owner@contact.example'));
    expect(email).toMatchObject({ kind: 'contact-message', divisionId: store.id });
    expect(email?.text).toContain('Fay <fay@example.com>');
    expect(email?.text).toContain('Do you print on hemp?');
    expect(email?.html).not.toContain('<script>');
  });

  it.each([
    [{ name: '' }, 'name', 'This field is required'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ message: '' }, 'message', 'This field is required'],
    [{ block: 'text' }, 'block', 'This form is no longer available. Please reload the page.'],
    [{ block: 'hidden' }, 'block', 'This form is no longer available. Please reload the page.'],
    [{ block: 'no-address' }, 'block', 'This form is no longer available. Please reload the page.'],
    [{ page: '/nowhere/' }, 'block', 'This form is no longer available. Please reload the page.'],
  ])('refuses %j on %s with its message and writes nothing', async (values, field, text) => {
    const before = await database.db.select().from(contactMessages);
    await expect(
      sendContactMessage(visitorContext(database.db, store), message(values), from()),
    ).rejects.toMatchObject({
      status: 422,
      message: text,
      errors: { [field]: [text] },
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it("never reaches another store's form", async () => {
    await expect(
      sendContactMessage(visitorContext(database.db, store), message({ block: 'theirs' }), from()),
    ).rejects.toMatchObject({ status: 422 });
    const sent = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'them@other.example'));
    expect(sent).toEqual([]);
  });

  it(`allows ${CONTACT_LIMIT.max} messages in 15 minutes from one address`, async () => {
    const ctx = visitorContext(database.db, store);
    const address = { ip: '192.0.2.50' };
    for (let index = 0; index < CONTACT_LIMIT.max; index += 1)
      await sendContactMessage(ctx, message(), address);
    await expect(sendContactMessage(ctx, message({ message: 'one more' }), address)).rejects.toMatchObject({
      kind: 'rate_limited',
      status: 429,
    });
    const rows = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'one more'));
    expect(rows).toEqual([]);
  });
});
