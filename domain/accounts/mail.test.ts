import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { divisions } from '../stores/tables';
import { createTestStore, visitorContext } from '../testing/fixtures';
import { outboxEmails, signUp } from '.';
import { testClient } from './testing';

describe.each(testEngines)('account emails in the mail layout (%s)', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database.close();
  });

  it('carry the store’s logo, colours, company name and address, as HTML and text', async () => {
    const store = await createTestStore(database.db, { companyName: 'Layout Store', theme: 'teemill' });
    await database.db
      .update(divisions)
      .set({ logo: '/media/layout/logo.svg', companyInfo: { address: '1 Mail Street\nBristol' } })
      .where(eq(divisions.id, store.id));
    const ctx = visitorContext(database.db, { ...store, logo: '/media/layout/logo.svg' });
    await signUp(
      ctx,
      { email: 'layout@example.com', password: 'correct horse battery' },
      {
        origin: 'http://layout.localhost:3000',
        client: testClient,
      },
    );
    const [email] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'layout@example.com'));
    expect(email?.kind).toBe('verify-email');
    expect(email?.html).toContain('max-width:520px');
    expect(email?.html).toContain(
      '<img src="http://layout.localhost:3000/media/layout/logo.svg" alt="Layout Store"',
    );
    expect(email?.html).toContain('1 Mail Street, Bristol');
    expect(email?.html).toContain('Verify your email address</a>');
    expect(email?.text).toMatch(/^Layout Store\n/);
    expect(email?.text).toContain(
      'Verify your email address: http://layout.localhost:3000/sign-up/verify/?token=',
    );
  });
});
