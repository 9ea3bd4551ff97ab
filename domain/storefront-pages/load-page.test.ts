import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { openTestDatabase, testEngines } from '../db/testing';
import { PageReader, pages } from '../pages';
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
});
