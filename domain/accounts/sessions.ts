import { and, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import { isInternalUser } from '../../core/auth';
import type { Database } from '../db';
import { customerDivisions, customers, sessions } from './tables';
import { randomToken, sha256Hex } from './tokens';

/** Sessions last 30 days from the last request (sliding). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** However active, a session ends 90 days after login (absolute lifetime); then the person logs in again. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60_000;
/** The sliding expiry is written at most this often per session. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface NewSession {
  /** The cookie value: 256 random bits. Never stored. */
  token: string;
  /** SHA-256 of the token: the row's id. */
  id: string;
  expiresAt: Date;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export function sessionIdFor(token: string): string | null {
  return TOKEN_PATTERN.test(token) ? sha256Hex(token) : null;
}

/** Starts a session for a customer on a store's host. */
export async function createSession(
  db: Database,
  input: { customerId: number; divisionId: number; client: ClientInfo; now?: Date },
): Promise<NewSession> {
  const now = input.now ?? new Date();
  const token = randomToken(32);
  const id = sha256Hex(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    id,
    customerId: input.customerId,
    divisionId: input.divisionId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: input.client.ip?.slice(0, 64) ?? null,
    userAgent: input.client.userAgent?.slice(0, 512) ?? null,
  });
  return { token, id, expiresAt };
}

/** Ends the session a cookie token names (if any) on a store's host; another store's session is left alone. */
export async function destroySession(
  db: Database,
  token: string | null | undefined,
  divisionId: number,
): Promise<void> {
  const id = token ? sessionIdFor(token) : null;
  if (id) await db.delete(sessions).where(and(eq(sessions.id, id), eq(sessions.divisionId, divisionId)));
}

/** Session rotation at login: the browser's previous session (if any) ends and a new one starts. */
export async function rotateSession(
  db: Database,
  previousToken: string | null | undefined,
  input: { customerId: number; divisionId: number; client: ClientInfo; now?: Date },
): Promise<NewSession> {
  await destroySession(db, previousToken, input.divisionId);
  return createSession(db, input);
}

/** Ends every session of a customer, except one (after a password change). */
export async function destroyCustomerSessions(
  db: Database,
  customerId: number,
  exceptId: string | null = null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptId
        ? and(eq(sessions.customerId, customerId), ne(sessions.id, exceptId))
        : eq(sessions.customerId, customerId),
    );
}

export interface ResolvedSession {
  id: string;
  customerId: number;
  divisionId: number;
  /** §6 internal user, outside the operator context: flagged internal, or a store internal user except in division 12. */
  internal: boolean;
  expiresAt: Date;
  /** The sliding expiry moved: the cookie should be sent again. */
  refreshed: boolean;
}

/**
 * The live session a cookie token names on a store's host, or null: unknown, expired, malformed, or
 * created on another store's host. Slides the expiry (at most every 5 minutes).
 */
export async function resolveSession(
  db: Database,
  token: string | null | undefined,
  divisionId: number,
  now = new Date(),
): Promise<ResolvedSession | null> {
  const id = token ? sessionIdFor(token) : null;
  if (!id) return null;
  const [row] = await db
    .select({
      id: sessions.id,
      customerId: sessions.customerId,
      divisionId: sessions.divisionId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      flaggedInternal: customers.internal,
      storeInternal: sql<boolean>`coalesce(${customerDivisions.internal}, false)`,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .leftJoin(
      customerDivisions,
      and(
        eq(customerDivisions.customerId, sessions.customerId),
        eq(customerDivisions.divisionId, divisionId),
      ),
    )
    .where(and(eq(sessions.id, id), eq(sessions.divisionId, divisionId), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const endOfLife = row.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (now.getTime() >= endOfLife) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = row.expiresAt;
  let refreshed = false;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    expiresAt = new Date(Math.min(now.getTime() + SESSION_TTL_MS, endOfLife));
    refreshed = true;
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
  }
  return {
    id: row.id,
    customerId: row.customerId,
    divisionId: row.divisionId,
    internal: isInternalUser({
      operatorContext: false,
      flaggedInternal: row.flaggedInternal,
      storeInternal: Boolean(row.storeInternal),
      divisionId,
    }),
    expiresAt,
    refreshed,
  };
}

/** Deletes sessions past their idle or absolute end; for the clean-up job. Answers how many went. */
export async function pruneSessions(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(
      or(lte(sessions.expiresAt, now), lte(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS))),
    )
    .returning({ id: sessions.id });
  return gone.length;
}
