import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Calls the JSON API from inside the page, as the storefront does: same origin, XSRF header from the cookie. */
export async function pageApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
          ?.split('=')[1] ?? '',
      );
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json().catch(() => null)) as T };
    },
    { method, path, body },
  );
}

/** The id of the store (division) the page is on, from its core data. */
export async function pageStoreId(page: Page): Promise<number> {
  const core = await pageApi<{ state: { subdomain: { division: { id: number } } } }>(
    page,
    'GET',
    '/omnis/v3/frontend/getStoreCoreData/json/',
  );
  return core.json.state.subdomain.division.id;
}

/** Signs in through the API from a page already on the store's host; answers the store's id. */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<number> {
  const login = await pageApi(page, 'POST', '/omnis/v3/dashboard/secure/login/', { email, password });
  expect(login.status).toBe(200);
  return pageStoreId(page);
}

/** A page of one text block saying `words`, as the pages API takes it. */
export const textPage = (storeId: number, url: string, words: string, published = true) => ({
  url,
  layout: 'standard',
  flags: {},
  properties: { title: 'Fresh news' },
  blocks: [
    { uid: randomUUID(), type: 'text', size: { x: 12, y: 1 }, properties: { text: `<p>${words}</p>` } },
  ],
  published,
  divisionId: storeId,
});
