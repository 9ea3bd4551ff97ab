import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { type AppError, isAppError, rateLimited } from '../../core/errors';
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

/** Entries older than this are pruned: the longest window of any limit. */
const HORIZON_MS = 24 * 60 * 60_000;

/** What a limit says when it is reached, given the minutes to wait. */
export type LimitMessage = (minutes: number) => string;

/** The `rate_limited` AppError (429 with Retry-After) a reached limit throws. */
export function tooManyAttemptsError(
  retryAfterSeconds: number,
  message: LimitMessage = tooManyAttempts,
): AppError {
  return rateLimited(retryAfterSeconds, message(retryAfterSeconds / 60));
}

export function isTooManyAttempts(error: unknown): error is AppError & { retryAfterSeconds: number } {
  return isAppError(error) && error.kind === 'rate_limited';
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

export interface LimitCheck {
  key: string;
  limit: Limit;
}

/** Throws the rate_limited AppError when any of the keys is at its limit (the longest wait is reported). */
export async function assertUnderLimits(
  db: Database,
  checks: LimitCheck[],
  now = new Date(),
  message: LimitMessage = tooManyAttempts,
): Promise<void> {
  let wait = 0;
  for (const check of checks) wait = Math.max(wait, await retryAfterMs(db, check.key, check.limit, now));
  if (wait > 0) throw tooManyAttemptsError(Math.ceil(wait / 1000), message);
}

/**
 * Counts one attempt under every key, or throws rate_limited (recording nothing) when any key is at its
 * limit. Check and record are one step: transaction-scoped advisory locks on the keys (taken in a fixed
 * order) make concurrent attempts on the same key take turns, so N parallel requests cannot all pass.
 */
export async function consumeAttempt(
  db: Database,
  checks: LimitCheck[],
  options: { now?: Date; message?: LimitMessage } = {},
): Promise<void> {
  if (checks.length === 0) return;
  const now = options.now ?? new Date();
  const keys = [...new Set(checks.map((check) => check.key))].sort();
  await db.transaction(async (tx) => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    await assertUnderLimits(tx, checks, now, options.message);
    await tx.insert(loginAttempts).values(keys.map((key) => ({ key, createdAt: now })));
  });
}

/** Records one failure under each key, dropping that key's entries older than the longest window. */
export async function recordFailure(db: Database, keys: string[], now = new Date()): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, createdAt: now })));
  const horizon = new Date(now.getTime() - HORIZON_MS);
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

/** Deletes every entry older than the longest window; for the clean-up job. Answers how many went. */
export async function pruneLoginAttempts(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(loginAttempts)
    .where(lte(loginAttempts.createdAt, new Date(now.getTime() - HORIZON_MS)))
    .returning({ id: loginAttempts.id });
  return gone.length;
}
