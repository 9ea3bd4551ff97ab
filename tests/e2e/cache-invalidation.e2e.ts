import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpAnswer, httpRequest } from '../support/http';
import { textPage } from '../support/page-api';
import { type RunningServer, startServer } from '../support/server-process';
import { testServerPort } from '../support/test-server';

const OWNER = { email: 'owner@printfront.test', password: 'printfront-demo' };
const HOST = 'demo.localhost';

/** The store owner's API session on one server: cookies kept, XSRF header echoed. */
class OwnerSession {
  private cookies = new Map<string, string>();

  constructor(private readonly port: number) {}

  async call(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.send('GET', '/omnis/v3/dashboard/secure/get/');
    return this.send(method, path, body);
  }

  async signIn(): Promise<number> {
    expect((await this.call('POST', '/omnis/v3/dashboard/secure/login/', OWNER)).status).toBe(200);
    const core = await this.call('GET', '/omnis/v3/frontend/getStoreCoreData/json/');
    return JSON.parse(core.body).state.subdomain.division.id;
  }

  private async send(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const answer = await httpRequest(this.port, HOST, path, {
      method,
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = answer.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ''] = line.split(';');
      const cut = pair.indexOf('=');
      if (cut > 0) this.cookies.set(pair.slice(0, cut).trim(), pair.slice(cut + 1).trim());
    }
    return answer;
  }
}

/** What an anonymous shopper gets, twice: the second answer is the shared render when there is one. */
async function shopperSees(port: number, path: string): Promise<HttpAnswer> {
  await httpRequest(port, HOST, path);
  return httpRequest(port, HOST, path);
}

async function savePage(owner: OwnerSession, storeId: number, id: number, body: object) {
  const saved = await owner.call('PATCH', `/omnis/v3/divisions/${storeId}/pages/${id}/`, body);
  expect(saved.status).toBe(200);
}

describe('a shopper never sees an old page after a save', () => {
  const port = testServerPort();
  let owner: OwnerSession;
  let storeId: number;

  beforeAll(async () => {
    owner = new OwnerSession(port);
    storeId = await owner.signIn();
  });

  it('shows a page saved, unpublished and published again at the next load', async () => {
    const url = `/fresh-${randomUUID().slice(0, 8)}/`;
    const created = await owner.call(
      'POST',
      `/omnis/v3/divisions/${storeId}/pages/`,
      textPage(storeId, url, 'First words'),
    );
    expect(created.status).toBe(200);
    const id = JSON.parse(created.body).id;
    const first = await shopperSees(port, url);
    expect(first.headers['x-page-cache']).toBe('HIT');
    expect(first.body).toContain('First words');

    await savePage(owner, storeId, id, { blocks: textPage(storeId, url, 'Second words').blocks });
    const saved = await httpRequest(port, HOST, url);
    expect(saved.body).toContain('Second words');
    expect(saved.body).not.toContain('First words');

    await savePage(owner, storeId, id, { published: false });
    const hidden = await httpRequest(port, HOST, url);
    expect(hidden.status).not.toBe(200);
    expect(hidden.headers.location).toBe('/404/');

    await savePage(owner, storeId, id, { published: true });
    expect((await httpRequest(port, HOST, url)).body).toContain('Second words');
  });

  it('keeps the shared render of a page the save did not touch', async () => {
    const url = `/steady-${randomUUID().slice(0, 8)}/`;
    const other = `/other-${randomUUID().slice(0, 8)}/`;
    await owner.call('POST', `/omnis/v3/divisions/${storeId}/pages/`, textPage(storeId, url, 'Steady'));
    const created = await owner.call(
      'POST',
      `/omnis/v3/divisions/${storeId}/pages/`,
      textPage(storeId, other, 'Other'),
    );
    await shopperSees(port, url);
    await savePage(owner, storeId, JSON.parse(created.body).id, { properties: { title: 'Other news' } });
    expect((await httpRequest(port, HOST, url)).headers['x-page-cache']).toBe('HIT');
  });
});

// Two processes need a server database: PGlite lives inside one process.
const describeOnPostgres = process.env.DATABASE_URL ? describe : () => undefined;

describeOnPostgres('two servers on one PostgreSQL database', () => {
  const port = testServerPort();
  let second: RunningServer;
  let database: pg.Client;

  beforeAll(async () => {
    // The shared test server's database (server-process names it after the port), and a second server on it.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'printfront_e2e_%' and datname like $1",
      [`%\\_${port}`],
    );
    await admin.end();
    const name = rows[0]?.datname;
    if (!name) throw new Error('the test server has no database of its own');
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    second = await startServer({ DATABASE_URL: url.toString(), SEED: 'false' });
    database = new pg.Client({ connectionString: url.toString() });
    await database.connect();
  }, 240_000);
  afterAll(async () => {
    await database?.end();
    await second?.stop();
  });

  it('shows a page saved through one server at the next load from the other', async () => {
    const owner = new OwnerSession(port);
    const storeId = await owner.signIn();
    const url = `/twice-${randomUUID().slice(0, 8)}/`;
    const created = await owner.call(
      'POST',
      `/omnis/v3/divisions/${storeId}/pages/`,
      textPage(storeId, url, 'Old words'),
    );
    const id = JSON.parse(created.body).id;
    expect((await shopperSees(second.port, url)).headers['x-page-cache']).toBe('HIT');
    await savePage(owner, storeId, id, { blocks: textPage(storeId, url, 'New words').blocks });
    // The save answered once the other server had applied it: its next load is the new page.
    expect((await httpRequest(second.port, HOST, url)).body).toContain('New words');
  });

  it('shows a new price on both servers at the next load, and keeps the pages of other products', async () => {
    const { rows } = await database.query<{ id: number; url_name: string }>(
      `select p.id, p.url_name from products p join divisions d on d.id = p.division_id
       where d.subdomain = 'demo' and p.enabled and p.base_product_id is null and not p.is_base_product
       order by coalesce(p.bestseller_rank, 2147483647) desc, p.id desc limit 12`,
    );
    // The least sold first: the product least likely to be among every page's related products.
    const [product, ...candidates] = rows;
    if (!product) throw new Error('the demo store has no products');
    const path = `/product/${product.url_name}/`;
    // A product page names its collections (their tags evict it when the collection's listing changes), and
    // other browser tests put products together in collections: the other product shares none with this one.
    const shared = await database.query<{ product_id: number }>(
      `select distinct b.product_id from product_collections a
       join product_collections b on b.collection_id = a.collection_id where a.product_id = $1`,
      [product.id],
    );
    const together = new Set(shared.rows.map((row) => row.product_id));
    const others = candidates.filter((candidate) => !together.has(candidate.id));
    // Another product whose page, as each server keeps it, does not show this one (not among its related
    // products): each server renders its own copy, so both are checked.
    // Every change the database announces from here on: should the other product's page be dropped, the
    // failure names what dropped it (or, with nothing announced, that it expired).
    const announced: string[] = [];
    const started = Date.now();
    const note = (message: pg.Notification) =>
      announced.push(`+${Date.now() - started} ms ${message.payload}`);
    database.on('notification', note);
    await database.query('LISTEN printfront_changes');
    let otherPath = '';
    for (const candidate of others) {
      const candidatePath = `/product/${candidate.url_name}/`;
      const copies = [await shopperSees(port, candidatePath), await shopperSees(second.port, candidatePath)];
      if (copies.every((seen) => seen.status === 200 && !seen.body.includes(path))) {
        otherPath = candidatePath;
        break;
      }
    }
    expect(otherPath).not.toBe('');
    for (const server of [port, second.port]) {
      expect((await shopperSees(server, path)).headers['x-page-cache']).toBe('HIT');
      expect((await shopperSees(server, otherPath)).headers['x-page-cache']).toBe('HIT');
    }
    // As any tool that writes to the database would: no server is told but through the database.
    await database.query('update products set price = 1234, on_sale = false where id = $1', [product.id]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const server of [port, second.port]) {
      const page = await httpRequest(server, HOST, path);
      expect(page.headers['x-page-cache']).toBe('MISS');
      expect(page.body).toContain('12.34');
      const other = await httpRequest(server, HOST, otherPath);
      const why = `${otherPath} on port ${server} at +${Date.now() - started} ms; announced: ${announced.join(' | ')}`;
      expect(other.headers['x-page-cache'], why).toBe('HIT');
    }
    await database.query('UNLISTEN printfront_changes');
    database.off('notification', note);
  });
});
