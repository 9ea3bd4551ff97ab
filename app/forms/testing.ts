import { expect } from 'vitest';

/** A form posted to a storefront route, as a browser without JavaScript sends it. */
export function formPost(url: string, fields: Record<string, string>): Request {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
}

/** The body, status and headers of an action's answer, whether made with data(), a redirect or a plain object. */
export function answerOf(result: unknown) {
  if (result instanceof Response) return { body: undefined, status: result.status, headers: result.headers };
  const answer = result as { type?: string; data: unknown; init: ResponseInit | null };
  if (answer?.type !== 'DataWithResponseInit') return { body: result, status: 200, headers: new Headers() };
  return {
    body: answer.data,
    status: answer.init?.status ?? 200,
    headers: new Headers(answer.init?.headers),
  };
}

/** What a thrown 404 looks like: a Response, or react-router's data() with status 404. */
export async function expectNotFound(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  const status =
    thrown instanceof Response ? thrown.status : (thrown as { init?: ResponseInit | null })?.init?.status;
  expect(status).toBe(404);
}
