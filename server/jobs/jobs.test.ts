import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxEmail, outboxEmails, queueMail } from '../../domain/accounts';
import type { DatabaseHandle } from '../../domain/db';
import { openTestDatabase, testEngines } from '../../domain/db/testing';
import { claimPendingEmails, type MailTransport, outboxTransport, smtpTransport } from '../../domain/emails';
import { LocalMediaStorage } from '../../domain/storage';
import type { Store } from '../../domain/stores';
import { createTestStore, visitorContext } from '../../domain/testing/fixtures';
import type { Jobs, JobsOptions } from '.';
import { EMAIL_QUEUE, startEmailDelivery } from './email-delivery';
import { startTestJobs } from './jobs.testing';
import type { JobLeases } from './leases';
import { startSmtpSink } from './smtp-sink.testing';

const quick = { pollingIntervalSeconds: 0.5, relayIntervalMs: 50, retryDelaySeconds: 1 };

async function emailRow(database: DatabaseHandle, to: string): Promise<OutboxEmail | undefined> {
  const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
  return row;
}

describe.each(testEngines)('email delivery through the job queue (%s)', (engine) => {
  let database: DatabaseHandle;
  let store: Store;
  let jobs: Jobs | null = null;

  const mediaDir = mkdtempSync(path.join(tmpdir(), 'jobs-test-'));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db, { companyName: 'Sink & Co' });
  });
  afterEach(async () => {
    await jobs?.stop();
    jobs = null;
  });
  afterAll(async () => {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const start = async (transport: MailTransport, email: JobsOptions['email'] = quick) =>
    (await startTestJobs(database, new LocalMediaStorage(mediaDir), { transport, email })).jobs;
  const statusOf = async (to: string) => (await emailRow(database, to))?.status;

  const queue = (to: string) =>
    queueMail(visitorContext(database.db, store), {
      to,
      kind: 'remill-instructions',
      origin: 'http://sink.localhost:3000',
      message: {
        subject: 'Your return instructions',
        blocks: [
          { kind: 'paragraph', text: 'Here is how to send it back.' },
          { kind: 'action', text: 'Read more', url: 'http://sink.localhost:3000/teemail/remill/' },
        ],
      },
    });

  it('sends an outbox email over real SMTP, as HTML and text, from the store', async () => {
    const sink = await startSmtpSink();
    try {
      jobs = await start(smtpTransport(sink.url));
      await queue('smtp.shopper@example.com');
      await expect.poll(() => sink.received.length, { timeout: 15_000 }).toBe(1);
      const [mail] = sink.received;
      expect(mail?.from).toBe('no-reply@printfront.test');
      expect(mail?.to).toEqual(['smtp.shopper@example.com']);
      expect(mail?.data).toContain('From: "Sink & Co" <no-reply@printfront.test>');
      expect(mail?.data).toContain('Subject: Your return instructions');
      expect(mail?.data).toContain('multipart/alternative');
      expect(mail?.data).toContain('Content-Type: text/plain');
      expect(mail?.data).toContain('Content-Type: text/html');
      await expect.poll(() => statusOf('smtp.shopper@example.com'), { timeout: 10_000 }).toBe('sent');
      const row = await emailRow(database, 'smtp.shopper@example.com');
      expect(row).toMatchObject({ attempts: 1, lastError: null, claimedUntil: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row?.messageId).toBeTruthy();
    } finally {
      await sink.close();
    }
  });

  it('retries a temporary SMTP failure with backoff and records the attempt', async () => {
    const sink = await startSmtpSink();
    sink.failNext(1, '451 4.3.0 Try again later');
    try {
      jobs = await start(smtpTransport(sink.url));
      await queue('retry.shopper@example.com');
      await expect.poll(() => statusOf('retry.shopper@example.com'), { timeout: 20_000 }).toBe('sent');
      expect(sink.received.map((mail) => mail.to)).toEqual([['retry.shopper@example.com']]);
      expect((await emailRow(database, 'retry.shopper@example.com'))?.attempts).toBe(2);
    } finally {
      await sink.close();
    }
  });

  it('marks an email failed, with the server reply, once its retries are used up', async () => {
    const sink = await startSmtpSink();
    sink.failNext(10, '550 5.1.1 No such mailbox');
    try {
      jobs = await start(smtpTransport(sink.url), { ...quick, retryLimit: 1 });
      await queue('bounce.shopper@example.com');
      await expect.poll(() => statusOf('bounce.shopper@example.com'), { timeout: 20_000 }).toBe('failed');
      const row = await emailRow(database, 'bounce.shopper@example.com');
      expect(row?.attempts).toBe(2);
      expect(row?.lastError).toContain('550 5.1.1 No such mailbox');
      expect(row?.sentAt).toBeNull();
    } finally {
      await sink.close();
    }
  });

  it('sends a burst of emails in batches, a failing one retried without holding back the rest', async () => {
    const sink = await startSmtpSink();
    sink.failNext(1, '451 4.3.0 Try again later');
    try {
      // The default polling interval: the worker waits it out after every fetch.
      jobs = await start(smtpTransport(sink.url), { relayIntervalMs: 50, retryDelaySeconds: 1 });
      const addresses = Array.from({ length: 40 }, (_, index) => `burst-${index}@example.com`);
      for (const to of addresses) await queue(to);
      await expect.poll(() => sink.received.length, { timeout: 15_000 }).toBe(40);
      expect(new Set(sink.received.map((mail) => mail.to[0]))).toEqual(new Set(addresses));
      // The worker records 'sent' just after the SMTP server has the message: wait for the last records.
      const rowsOf = () => Promise.all(addresses.map((to) => emailRow(database, to)));
      await expect
        .poll(async () => (await rowsOf()).every((row) => row?.status === 'sent'), { timeout: 10_000 })
        .toBe(true);
      const rows = await rowsOf();
      expect(
        rows
          .map((row) => row?.attempts ?? 0)
          .sort((a, b) => b - a)
          .slice(0, 2),
      ).toEqual([2, 1]);
    } finally {
      await sink.close();
    }
  });

  it('sends an email whose process died mid-send from another process, once its lease went stale', async () => {
    const quickLeases = { renewIntervalMs: 200, staleAfterMs: 1_500, sweepIntervalMs: 200 };
    const media = new LocalMediaStorage(mediaDir);
    const sendsOnTheDoomed: string[] = [];
    const hangs: MailTransport = {
      kind: 'smtp',
      send: (email) => {
        sendsOnTheDoomed.push(email.to);
        return new Promise(() => undefined);
      },
      close: () => undefined,
    };
    const doomed = await startTestJobs(database, media, {
      transport: hangs,
      email: quick,
      leases: quickLeases,
    });
    let survivor: Awaited<ReturnType<typeof startTestJobs>> | null = null;
    try {
      await queue('orphan.shopper@example.com');
      await expect.poll(() => sendsOnTheDoomed, { timeout: 15_000 }).toEqual(['orphan.shopper@example.com']);
      survivor = await startTestJobs(database, media, {
        transport: outboxTransport(),
        email: quick,
        leases: quickLeases,
      });
      // The process dies: its lease is no longer renewed and its claim on the email (2 minutes) stays.
      doomed.jobs.leases.halt();
      await doomed.jobs.email.stop();
      await doomed.jobs.boss.offWork(EMAIL_QUEUE);
      await expect.poll(() => statusOf('orphan.shopper@example.com'), { timeout: 10_000 }).toBe('outbox');
      expect((await emailRow(database, 'orphan.shopper@example.com'))?.attempts).toBe(2);
      expect(sendsOnTheDoomed).toEqual(['orphan.shopper@example.com']);
    } finally {
      await survivor?.jobs.stop(1_000);
      await doomed.jobs.stop(1_000);
    }
  });

  it('without SMTP keeps the email in the outbox, marked as delivered there', async () => {
    jobs = await start(outboxTransport());
    await queue('outbox.shopper@example.com');
    await expect.poll(() => statusOf('outbox.shopper@example.com'), { timeout: 10_000 }).toBe('outbox');
    const row = await emailRow(database, 'outbox.shopper@example.com');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.html).toContain('max-width:520px');
  });

  it('stops gracefully: stop() resolves and no email is handed over afterwards', async () => {
    jobs = await start(outboxTransport());
    await jobs.stop();
    jobs = null;
    await queue('after.stop@example.com');
    const row = await emailRow(database, 'after.stop@example.com');
    expect(row).toMatchObject({ status: 'pending', enqueuedAt: null });
  });
});

describe.each(testEngines)('the email relay (%s)', (engine) => {
  let database: DatabaseHandle;
  let store: Store;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    store = await createTestStore(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('hands each pending email over once, even to relays running at the same time', async () => {
    const ctx = visitorContext(database.db, store);
    for (let n = 0; n < 30; n += 1)
      await queueMail(ctx, {
        to: `relay${n}@example.com`,
        kind: 'remill-instructions',
        message: { subject: 'Relay', blocks: [] },
      });
    const claims = await Promise.all([
      claimPendingEmails(database.db, 20),
      claimPendingEmails(database.db, 20),
      claimPendingEmails(database.db, 20),
    ]);
    const ids = claims.flat();
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(await claimPendingEmails(database.db)).toEqual([]);
  });

  it('hands an email over again when its job was lost half an hour ago', async () => {
    await database.db.update(outboxEmails).set({ status: 'outbox' });
    const ctx = visitorContext(database.db, store);
    await queueMail(ctx, {
      to: 'lost@example.com',
      kind: 'remill-instructions',
      message: { subject: 'L', blocks: [] },
    });
    const [first] = await claimPendingEmails(database.db);
    expect(first).toBeDefined();
    expect(await claimPendingEmails(database.db, 100, new Date(Date.now() + 29 * 60_000))).toEqual([]);
    expect(await claimPendingEmails(database.db, 100, new Date(Date.now() + 31 * 60_000))).toEqual([first]);
  });
  it('leaves an email unclaimed when its job cannot be queued, so the next relay hands it over at once', async () => {
    await database.db.update(outboxEmails).set({ status: 'outbox' });
    await queueMail(visitorContext(database.db, store), {
      to: 'unqueued@example.com',
      kind: 'remill-instructions',
      message: { subject: 'U', blocks: [] },
    });
    const refusingQueue = {
      createQueue: async () => undefined,
      updateQueue: async () => undefined,
      work: async () => 'worker',
      insert: async () => {
        throw new Error('the job queue is unreachable');
      },
    } as unknown as PgBoss;
    const quiet = { debug() {}, info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
    const noLeases = { leased: (_queue: string, handler: unknown) => handler } as unknown as JobLeases;
    const delivery = await startEmailDelivery(refusingQueue, noLeases, database.db, quiet, {
      transport: outboxTransport(),
      fromAddress: 'shop@example.com',
      relayIntervalMs: 60_000,
    });
    // Its first relay, at start, has failed in the background once stop() resolves; then one in the open.
    await delivery.stop();
    await expect(delivery.relay()).rejects.toThrow('the job queue is unreachable');
    expect((await emailRow(database, 'unqueued@example.com'))?.enqueuedAt).toBeNull();
    expect(await claimPendingEmails(database.db)).toHaveLength(1);
  });
});
