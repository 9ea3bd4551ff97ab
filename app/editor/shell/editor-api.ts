/**
 * The editor's calls to the pages API (§7): read the page, and send a save plan. Answers never throw for
 * an HTTP or network failure: a failed save is core/page-editor's SaveError (status 0 when the request
 * never completed, e.g. offline), so the shell shows it where it happens.
 */
import { readXsrfToken } from '../../../core/auth';
import type { Page } from '../../../core/blocks/types';
import { type SaveError, type SavePlan, saveErrorFrom } from '../../../core/page-editor';
import { pageFromStored } from '../../../core/pages/model';

/** §7: requests time out after 30 s. */
const REQUEST_TIMEOUT_MS = 30_000;

export type SaveAnswer = { ok: true; page: Page } | { ok: false; error: SaveError };

async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: {
        Accept: 'application/json',
        'X-XSRF-TOKEN': readXsrfToken(document.cookie),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  } catch {
    return { status: 0, json: null };
  }
}

/** The whole page document (GET .../pages/{id}/?imageType=object), or the SaveError of a failed read. */
export async function fetchPage(
  storeId: number,
  pageId: number,
): Promise<{ ok: true; page: Page } | { ok: false; error: SaveError }> {
  const answer = await call('GET', `/omnis/v3/divisions/${storeId}/pages/${pageId}/?imageType=object`);
  if (answer.status === 200) return { ok: true, page: pageFromStored(answer.json) };
  return { ok: false, error: saveErrorFrom(answer.status, answer.json) };
}

/** Sends a save (POST for a new page, PATCH with the base version); the saved page or what went wrong. */
export async function sendSave(plan: SavePlan): Promise<SaveAnswer> {
  const answer = await call(plan.method, plan.path, plan.body);
  if (answer.status >= 200 && answer.status < 300) return { ok: true, page: pageFromStored(answer.json) };
  return { ok: false, error: saveErrorFrom(answer.status, answer.json, plan.body) };
}
