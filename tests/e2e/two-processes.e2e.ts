import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../core/checkout';
import { addText, createDesign } from '../../core/design';
import { checkoutForm } from '../../domain/checkout/testing';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed';
import { STUDIO_RENDER_QUEUE } from '../../server/jobs/studio-renders';
import { ApiSession } from '../support/api-session';
import { type BalancedServers, startBalancedServers } from '../support/balanced-servers';
import { type HttpAnswer, httpRequest } from '../support/http';
import { textPage } from '../support/page-api';
import { testServerDataDir } from '../support/test-server';

/**
 * A store that outgrew one machine: two server processes on one PostgreSQL database and one media
 * directory, behind nginx (tests/support/balanced-servers.ts, the configuration docs/deploy.md shows).
 * Sessions, baskets, checkout and caches hold across the processes, and killing one under load loses no
 * request but those it was answering, and no order or email.
 */
const HOST = 'demo.localhost';
const PRODUCT = { productUrl: 'summit-sunrise-tee', productColor: 'Navy', productSize: 'M' };
const STOREFRONT_PAGES = ['/', '/product/summit-sunrise-tee/', '/search/?q=tee'];

/** A shopper's browser: its own cookie jar, a basket of one tee, and the checkout it will send. */
async function shopperWithBasket(port: number): Promise<ApiSession> {
  const shopper = new ApiSession(port, HOST);
  const added = await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
    item: { ...PRODUCT, quantity: 1 },
  });
  expect(added.status).toBe(200);
  return shopper;
}

async function checkoutBody(
  shopper: ApiSession,
  options: { key?: string; email?: string; couponCode?: string } = {},
) {
  const quote = options.couponCode
    ? await shopper.post('/omnis/v3/checkout/coupon/', {
        couponCode: options.couponCode,
        country: 'GB',
        shippingMethod: 'standard',
      })
    : await shopper.post('/omnis/v3/checkout/quote/', { country: 'GB', shippingMethod: 'standard' });
  expect(quote.status).toBe(200);
  const total = (JSON.parse(quote.body) as { summary: { total: number } }).summary.total;
  return checkoutForm(total, {
    idempotencyKey: options.key ?? randomUUID(),
    email: options.email ?? `two-processes-${randomUUID()}@example.test`,
    couponCode: options.couponCode,
  });
}

const placeOrder = (shopper: ApiSession, body: object) =>
  shopper.post('/omnis/v3/checkout/place-order/', body);

/** A storefront page as an anonymous shopper gets it: a whole document, or the reason it is not one. */
async function storefrontPage(port: number, url: string): Promise<{ ok: boolean; reason: string }> {
  try {
    const answer = await httpRequest(port, HOST, url);
    const whole = answer.status === 200 && answer.body.trimEnd().endsWith('</html>');
    return { ok: whole, reason: `${answer.status} ${answer.body.slice(0, 80)}` };
  } catch (error) {
    return { ok: false, reason: String(error) };
  }
}

// Two processes need a server database: PGlite lives inside one process.
const describeOnPostgres = process.env.DATABASE_URL ? describe : () => undefined;

describeOnPostgres('two server processes on one PostgreSQL behind nginx', () => {
  let balanced: BalancedServers;
  let database: pg.Pool;
  const a = () => balanced.servers[0].port;
  const b = () => balanced.servers[1].port;

  const ordersWithKey = async (key: string) =>
    (
      await database.query<{ id: number; paid: boolean; charges: number }>(
        `select o.id, o.paid_at is not null as paid,
           (select count(*)::int from payment_attempts p where p.order_id = o.id and p.is_successful) as charges
         from orders o where o.idempotency_key = $1`,
        [key],
      )
    ).rows;
  const emailsTo = async (to: string) =>
    (
      await database.query<{ status: string }>('select status from outbox_emails where "to" = $1', [to])
    ).rows.map((row) => row.status);

  const emailStates = async (to: string) =>
    (
      await database.query<{ status: string; handed_over: boolean }>(
        'select status, enqueued_at is not null as handed_over from outbox_emails where "to" = $1',
        [to],
      )
    ).rows.map((row) =>
      row.status === 'sent' || row.status === 'outbox'
        ? 'delivered'
        : row.status === 'pending' && row.handed_over
          ? 'in the job queue'
          : row.status,
    );

  beforeAll(async () => {
    // Both processes boot at once on a fresh database; the shared test server's media spares them the drawing.
    balanced = await startBalancedServers({ mediaFrom: path.join(testServerDataDir(), 'media') });
    database = new pg.Pool({ connectionString: balanced.databaseUrl, max: 3 });
  }, 600_000);
  afterAll(async () => {
    await database?.end();
    await balanced?.stop();
  });

  it('keeps a session made through one process valid on the other, and a basket filled on one seen by the other', async () => {
    const shopper = new ApiSession(a(), HOST);
    const login = await shopper.post('/omnis/v3/dashboard/secure/login/', {
      email: DEMO_ACCOUNTS.shopper,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    for (const port of [b(), balanced.port]) {
      const account = await shopper.on(port).get('/omnis/v3/dashboard/secure/get/');
      expect(JSON.parse(account.body).user).toMatchObject({ email: DEMO_ACCOUNTS.shopper });
    }

    const visitor = await shopperWithBasket(a());
    const basket = await visitor.on(b()).get('/omnis/v3/basket/main/list/');
    expect(basket.status).toBe(200);
    expect(JSON.parse(basket.body).items).toHaveLength(1);
  });

  it('places one order and one charge for 50 concurrent checkouts with one key spread over both processes', async () => {
    const shopper = await shopperWithBasket(a());
    const body = await checkoutBody(shopper);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => placeOrder(shopper.on(index % 2 ? b() : a()), body)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const hashes = new Set(answers.map((answer) => JSON.parse(answer.body).orderHash));
    expect(hashes.size).toBe(1);
    expect(await ordersWithKey(body.idempotencyKey)).toEqual([
      expect.objectContaining({ paid: true, charges: 1 }),
    ]);
  });

  it('lets only one of two concurrent checkouts on different processes use a coupon limited to one use', async () => {
    const code = `ONCE${randomUUID().slice(0, 8).toUpperCase()}`;
    await database.query(
      `insert into coupons (uuid, division_id, code, description, kind, value, usage_limit)
       select $1, id, $2, 'One use only', 'percentage', 10, 1 from divisions where subdomain = 'demo'`,
      [randomUUID(), code],
    );
    const first = await shopperWithBasket(a());
    const second = await shopperWithBasket(b());
    const bodies = [
      await checkoutBody(first, { couponCode: code }),
      await checkoutBody(second, { couponCode: code }),
    ];
    const answers = await Promise.all([
      placeOrder(first, bodies[0] ?? {}),
      placeOrder(second, bodies[1] ?? {}),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.status === 422);
    expect(JSON.parse(refused?.body ?? '{}').errors).toEqual({
      couponCode: [CHECKOUT_MESSAGES.couponUsedUp],
    });
    const { rows } = await database.query<{ uses: number }>(
      `select count(*)::int as uses from coupon_redemptions r join coupons c on c.id = r.coupon_id
       where c.code = $1`,
      [code],
    );
    expect(rows[0]?.uses).toBe(1);
  });

  it("shows an owner's change made through one process on the other's next anonymous page", async () => {
    const owner = new ApiSession(a(), HOST);
    expect(
      (
        await owner.post('/omnis/v3/dashboard/secure/login/', {
          email: DEMO_ACCOUNTS.owner,
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const core = await owner.get('/omnis/v3/frontend/getStoreCoreData/json/');
    const storeId = JSON.parse(core.body).state.subdomain.division.id as number;
    const url = `/both-${randomUUID().slice(0, 8)}/`;
    const created = await owner.post(
      `/omnis/v3/divisions/${storeId}/pages/`,
      textPage(storeId, url, 'Old words'),
    );
    expect(created.status).toBe(200);
    // Process B keeps a shared render of the page…
    await httpRequest(b(), HOST, url);
    expect((await httpRequest(b(), HOST, url)).headers['x-page-cache']).toBe('HIT');

    const id = JSON.parse(created.body).id;
    const saved = await owner.send('PATCH', `/omnis/v3/divisions/${storeId}/pages/${id}/`, {
      blocks: textPage(storeId, url, 'New words').blocks,
    });
    expect(saved.status).toBe(200);
    // …and the first read after the save answered, with no wait, is the new page (a stale read fails).
    const fresh: HttpAnswer = await httpRequest(b(), HOST, url);
    expect(fresh.body).toContain('New words');
    expect(fresh.body).not.toContain('Old words');
  });

  it('delivers an email queued through a process that is killed right after', async () => {
    const shopper = await shopperWithBasket(a());
    const email = `killed-after-${randomUUID()}@example.test`;
    const placed = await placeOrder(shopper, await checkoutBody(shopper, { email }));
    expect(placed.status).toBe(200);
    await balanced.servers[0].kill('SIGKILL');
    // The order's confirmation was written with the order; process B's relay and worker send it.
    await expect
      .poll(() => emailsTo(email), { timeout: 60_000, interval: 250 })
      .toEqual([expect.stringMatching(/^(sent|outbox)$/)]);
    await balanced.revive(0);
  }, 240_000);

  it('renders a studio design on the other process within half a minute when the one rendering it is killed', async () => {
    const shopper = new ApiSession(a(), HOST);
    const document = addText(
      createDesign({ medium: 'garment', printAreas: { front: { widthMm: 297, heightMm: 420 } } }),
      'front',
      { text: 'Two processes', y: 10, height: 60, fontSize: 40 },
    );
    const saved = await shopper.post('/omnis/v3/studio/designs/', {
      baseProduct: 'mens-t-shirt',
      colour: 'White',
      document,
    });
    expect(saved.status).toBe(201);
    const { uuid } = (JSON.parse(saved.body) as { design: { uuid: string } }).design;
    // Whichever process takes the render holds its job's lease ("host:pid:suffix"): that one is killed.
    const lease = async () =>
      (
        await database.query<{ holder: string; state: string }>(
          `select l.holder, j.state::text as state from studio_designs d
           join pgboss.job j on j.name = $1 and j.singleton_key = d.id::text
           join job_leases l on l.job_id = j.id
           where d.uuid = $2 order by j.created_on limit 1`,
          [STUDIO_RENDER_QUEUE, uuid],
        )
      ).rows[0];
    await expect.poll(async () => (await lease())?.holder, { timeout: 30_000, interval: 20 }).toBeTruthy();
    const holderPid = Number((await lease())?.holder.split(':')[1]);
    const killed = balanced.servers.findIndex((server) => server.pid === holderPid) as 0 | 1;
    expect(killed).toBeGreaterThanOrEqual(0);
    await balanced.servers[killed].kill('SIGKILL');
    const killedAt = Date.now();
    // It was still rendering: its job stays active, with no process to finish it.
    expect(await lease()).toMatchObject({
      state: 'active',
      holder: expect.stringContaining(`:${holderPid}:`),
    });
    const survivor = balanced.servers[killed === 0 ? 1 : 0].port;
    const renders = async () =>
      (
        JSON.parse((await shopper.on(survivor).get(`/omnis/v3/studio/designs/${uuid}/renders/`)).body) as {
          status: string;
        }
      ).status;
    // Its lease goes stale 20 s after its last renewal (at most 5 s before the kill); a sweep (every 5 s)
    // fails the job back and the survivor renders it, long before pg-boss's expiry (10 minutes).
    await expect.poll(renders, { timeout: 60_000, interval: 250 }).toBe('done');
    expect(Date.now() - killedAt).toBeLessThan(35_000);
    await balanced.revive(killed);
  }, 300_000);

  it('fails no request but those in flight on a process killed under load, and loses no order or email', async () => {
    const via = balanced.port;
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const shopper = await shopperWithBasket(via);
        const email = `under-load-${randomUUID()}@example.test`;
        return { shopper, email, body: await checkoutBody(shopper, { email }) };
      }),
    );
    const failedPages: string[] = [];
    let pagesServed = 0;
    const refusedCheckouts: number[] = [];
    const answeredCheckouts: string[] = [];
    let loading = true;

    const browse = async (worker: number) => {
      for (let index = worker; loading; index += 1) {
        const url = STOREFRONT_PAGES[index % STOREFRONT_PAGES.length] ?? '/';
        const page = await storefrontPage(via, url);
        if (page.ok) pagesServed += 1;
        else failedPages.push(`${url}: ${page.reason}`);
      }
    };
    // Each shopper pays once and, when the answer is lost (the process died under the request), pays again
    // with the same key, as the checkout page does.
    const pay = async (next: () => (typeof shoppers)[number] | undefined) => {
      for (let shopper = next(); shopper; shopper = next()) {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const answer = await placeOrder(shopper.shopper, shopper.body).catch(() => null);
          if (answer?.status === 200) {
            answeredCheckouts.push(shopper.body.idempotencyKey);
            break;
          }
          refusedCheckouts.push(answer?.status ?? 0);
        }
      }
    };
    const queue = [...shoppers];
    const browsing = Array.from({ length: 6 }, (_, worker) => browse(worker));
    const paying = Array.from({ length: 3 }, () => pay(() => queue.shift()));

    await expect
      .poll(() => answeredCheckouts.length, { timeout: 60_000, interval: 20 })
      .toBeGreaterThanOrEqual(4);
    await balanced.servers[0].kill('SIGKILL');
    await Promise.all(paying);
    const servedAtKill = pagesServed;
    await expect
      .poll(() => pagesServed, { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(servedAtKill + 30);
    loading = false;
    await Promise.all(browsing);

    expect(failedPages).toEqual([]);
    // Only checkouts in flight on the killed process may fail (nginx answers 502 and never resends a POST);
    // each was paid again with its key and placed once.
    expect(refusedCheckouts.length).toBeLessThanOrEqual(3);
    expect(refusedCheckouts.every((status) => status === 502)).toBe(true);
    expect(answeredCheckouts.sort()).toEqual(shoppers.map((shopper) => shopper.body.idempotencyKey).sort());
    for (const { body, email } of shoppers) {
      expect(await ordersWithKey(body.idempotencyKey)).toEqual([
        expect.objectContaining({ paid: true, charges: 1 }),
      ]);
      // No email is lost: each order's confirmation is in the outbox and, within the minute, delivered or
      // handed to the job queue (claimed and queued in one transaction). One whose job the killed process had
      // taken is sent by the other once that job's lease goes stale (20 to 30 seconds).
      await expect
        .poll(() => emailStates(email), { timeout: 60_000, interval: 250 })
        .toEqual([expect.stringMatching(/^(delivered|in the job queue)$/)]);
    }
  }, 300_000);
});
