import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { pageApi, signInThroughApi } from '../../tests/support/page-api';

/** How many blocks the editor benchmarks' page holds (issue 14: a 100-block page). */
export const BENCH_BLOCKS = 100;

/** 100 blocks: texts of 4, 6 and 12 columns, and every tenth a row of two texts. */
export function benchBlocks(): object[] {
  const text = (index: number, x: number) => ({
    uid: `bench-${index}-${randomUUID().slice(0, 6)}`,
    type: 'text',
    size: { x, y: 1 },
    properties: { text: `<h3>Block ${index}</h3><p>Some words to give block ${index} a little height.</p>` },
  });
  const blocks: object[] = [];
  for (let index = 0; blocks.length < BENCH_BLOCKS; index += 1) {
    if (index % 10 === 9) {
      blocks.push({
        uid: `bench-row-${index}-${randomUUID().slice(0, 6)}`,
        type: 'row',
        size: { x: 12, y: 1 },
        properties: {},
        items: [text(index * 100 + 1, 6), text(index * 100 + 2, 6)],
      });
    } else blocks.push(text(index, [4, 6, 12][index % 3] ?? 12));
  }
  return blocks;
}

/**
 * Signs the demo owner in on the demo store (`base`, its origin) and creates a published page of
 * BENCH_BLOCKS blocks under a fresh address; answers that address.
 */
export async function createBenchPage(page: Page, base: string, name: string): Promise<string> {
  await page.addInitScript(() => {
    if (window.location.protocol.startsWith('http')) window.localStorage.setItem('cookies-accepted', 'all');
  });
  await page.goto(`${base}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const storeId = await signInThroughApi(page, DEMO_ACCOUNTS.owner, DEMO_PASSWORD);
  const url = `/bench-${name}-${randomUUID().slice(0, 8)}/`;
  const created = await pageApi(page, 'POST', `/omnis/v3/divisions/${storeId}/pages/`, {
    url,
    layout: 'standard',
    flags: {},
    properties: { title: `Editor bench (${name})` },
    blocks: benchBlocks(),
    published: true,
    divisionId: storeId,
  });
  if (created.status !== 200) throw new Error(`Could not create the bench page: ${created.status}`);
  return url;
}
