import { readXsrfToken } from '../../../core/auth/xsrf-cookie';
/** The readable double-submit token the server sets (server/plugins/xsrf.ts). */
export function xsrfToken(): string {
  return readXsrfToken(document.cookie);
}

export interface ApiAnswer<T> {
  status: number;
  body: T | null;
}

/** A JSON POST to /omnis/v3 with the session cookie and the X-XSRF-TOKEN header (§7). */
export async function postApi<T>(path: string, body: unknown = {}): Promise<ApiAnswer<T>> {
  const response = await fetch(`/omnis/v3${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-XSRF-TOKEN': xsrfToken(),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: T | null = null;
  try {
    parsed = text ? (JSON.parse(text) as T) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed };
}

/** §8: the server's message, or the default. */
export function messageOf(answer: ApiAnswer<unknown>, fallback: string): string {
  const body = answer.body as { message?: unknown; errors?: Record<string, string[]> } | null;
  if (answer.status === 422 && body?.errors) {
    const first = Object.values(body.errors).find((list) => list.length > 0)?.[0];
    if (first) return first;
  }
  return typeof body?.message === 'string' && body.message ? body.message : fallback;
}
