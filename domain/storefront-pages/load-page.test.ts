import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { PageReader, pages } from '../pages';
import { seedDemo } from '../seed';
import { divisions, loadStore } from '../stores';
import { createTestStore, visitorContext } from '../testing/fixtures';
import { loadStorefrontPage } from './load-page';

describe.each(testEngines)('loadStorefrontPage on %s', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database.close();
  });

  it('sends block HTML sanitised even when the stored row never went through a save', async () => {
    const store = await createTestStore(database.db, { subdomain: `load-page-${engine}` });
    const payload = '<p>Hello</p><img src=x onerror=alert(1)><script>alert(2)</script>';
    await database.db.insert(pages).values({
      uuid: randomUUID(),
      divisionId: store.id,
      url: '/raw/',
      blocks: [
        { uid: 'html', type: 'html', properties: { html: payload } },
        {
          uid: 'row',
          type: 'row',
          properties: {},
          items: [{ uid: 'text', type: 'text', properties: { text: `<a href="javascript:alert(3)">x</a>` } }],
        },
        { uid: 'faq', type: 'expandable', properties: { title: 'Q', copy: '<b onclick="alert(4)">A</b>' } },
      ],
    });
    const reader = new PageReader();
    const loaded = await loadStorefrontPage(visitorContext(database.db, store), reader, '/raw/');
    const [html, row, faq] = loaded?.page.blocks ?? [];
    expect(html?.properties.html).toBe('<p>Hello</p><img src="x" />');
    expect(row?.items[0]?.properties.text).toBe('<a>x</a>');
    expect(faq?.properties.copy).toBe('<b>A</b>');
    // The cached page is sanitised once and the same blocks are answered again.
    const again = await loadStorefrontPage(visitorContext(database.db, store), reader, '/raw/');
    expect(again?.page.blocks).toBe(loaded?.page.blocks);
  });

  it("gives every demo page's blocks and data as plain JSON, which the storefront sends as JSON text", async () => {
    // A real argon2id hash of 'printfront-demo', so the test does not pay for hashing.
    const hash =
      '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$ZxTquE0EsYM2ykF34JPiE7nKu3dUlX+RgfmsXJ3ZGWc';
    await seedDemo(database.db, { media: null, passwordHash: hash });
    const demoStores = await database.db
      .select({ id: divisions.id })
      .from(divisions)
      .where(eq(divisions.subdomain, 'demo'));
    const store = await loadStore(database.db, { id: demoStores[0]!.id });
    const urls = await database.db
      .select({ url: pages.url })
      .from(pages)
      .where(eq(pages.divisionId, store!.id));
    expect(urls.length).toBeGreaterThan(3);
    const reader = new PageReader();
    let blocksSeen = 0;
    for (const { url } of urls) {
      const loaded = await loadStorefrontPage(visitorContext(database.db, store!), reader, url);
      if (!loaded) continue;
      blocksSeen += loaded.page.blocks.length;
      // JSON.parse gives back exactly what was given: no Date, undefined or class instance is lost.
      expect(JSON.parse(JSON.stringify(loaded.page.blocks))).toStrictEqual(loaded.page.blocks);
      expect(JSON.parse(JSON.stringify(loaded.data))).toStrictEqual(loaded.data);
    }
    expect(blocksSeen).toBeGreaterThanOrEqual(30);
  });
});
