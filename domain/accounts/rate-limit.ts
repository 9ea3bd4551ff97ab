import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db';
import { tooManyAttempts } from './messages';
import { loginAttempts } from './tables';

export interface Limit {
  max: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** Login failures allowed per account (by email, whether or not it exists) and per address. */
export const LOGIN_LIMITS = {
  account: { max: 5, windowMs: FIFTEEN_MINUTES },
  ip: { max: 20, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, Limit>;

/** Password reset emails per account in an hour; more are silently not sent. */
export const RESET_LIMIT: Limit = { max: 3, windowMs: 60 * 60_000 };

/** Store password tries per visitor address. */
export const STORE_PASSWORD_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };

export const accountKey = (email: string) => `login:account:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string | null) => `login:ip:${ip ?? 'unknown'}`;

/** Raised when a limit is reached: the API answers 429 with its message and a Retry-After header. */
export class TooManyAttemptsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyAttempts(retryAfterSeconds / 60));
    this.name = 'TooManyAttemptsError';
  }
}

export function isTooManyAttempts(error: unknown): error is TooManyAttemptsError {
  return error instanceof Error && error.name === 'TooManyAttemptsError' && 'retryAfterSeconds' in error;
}

/**
 * Milliseconds until the key is under its limit again, or 0 when it is under it now. With `max` failures
 * inside the window, the wait ends when the oldest of the last `max` falls out of it.
 */
export async function retryAfterMs(
  db: Database,
  key: string,
  limit: Limit,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - limit.windowMs);
  const recent = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit.max);
  if (recent.length < limit.max) return 0;
  const oldest = recent[recent.length - 1]?.createdAt ?? now;
  return Math.max(1_000, oldest.getTime() + limit.windowMs - now.getTime());
}

/** Throws TooManyAttemptsError when any of the keys is at its limit (the longest wait is reported). */
export async function assertUnderLimits(
  db: Database,
  checks: { key: string; limit: Limit }[],
  now = new Date(),
): Promise<void> {
  let wait = 0;
  for (const check of checks) wait = Math.max(wait, await retryAfterMs(db, check.key, check.limit, now));
  if (wait > 0) throw new TooManyAttemptsError(Math.ceil(wait / 1000));
}

/** Records one failure under each key, dropping that key's entries older than the longest window. */
export async function recordFailure(db: Database, keys: string[], now = new Date()): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, createdAt: now })));
  const horizon = new Date(now.getTime() - 60 * 60_000);
  for (const key of keys)
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.key, key), lte(loginAttempts.createdAt, horizon)));
}

/** Forgets a key's failures (after a successful login to that account). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** How many failures a key has inside a window (for tests and the operator's view). */
export async function failureCount(db: Database, key: string, windowMs: number, now = new Date()) {
  const rows = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.createdAt, new Date(now.getTime() - windowMs))))
    .orderBy(asc(loginAttempts.id));
  return rows.length;
}

/** Deletes every entry older than an hour; for a periodic job. */
export async function pruneLoginAttempts(db: Database, now = new Date()): Promise<void> {
  await db.delete(loginAttempts).where(lte(loginAttempts.createdAt, new Date(now.getTime() - 60 * 60_000)));
}
