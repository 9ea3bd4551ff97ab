import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { invalid } from '../../core/errors';
import {
  type ClientInfo,
  createSession,
  destroySession,
  type NewSession,
  randomToken,
  requireCustomer,
  sha256Hex,
} from '../accounts';
import type { ServiceContext } from '../context';
import type { Database } from '../db';
import { assertMayManage } from '../store-admin';
import { storeOrigin } from '../stores';
import { storeHandoffTokens } from './tables';

/** A handoff link works for two minutes, once. */
export const HANDOFF_TTL_MS = 2 * 60_000;

export const HANDOFF_MESSAGES = {
  unusable:
    'This link to your store has expired or has already been used. Go back to your dashboard and open your store from there again.',
} as const;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Where a handoff may land: a path on the store's own origin ('/', '/about/?x=1'), never another host
 * ('//evil.example', 'https://…', '/\\evil'). Anything else lands on the home page.
 */
export function safeHandoffPath(to: unknown): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || /[\\\s]/.test(to)) return '/';
  return to.length > 2000 ? '/' : to;
}

export interface Handoff {
  /** The store-origin address that consumes the token and lands on `to`. */
  url: string;
}

/**
 * A one-time link handing the signed-in manager of the context's store (from the dashboard, on the platform
 * host) over to the store's own origin, so no session cookie crosses hosts: a random token whose SHA-256 is
 * stored, for this customer and this store, for two minutes.
 */
export async function createHandoff(
  ctx: ServiceContext,
  input: { to?: string },
  now = new Date(),
): Promise<Handoff> {
  await assertMayManage(ctx);
  const actor = requireCustomer(ctx);
  const token = randomToken(32);
  await ctx.db.insert(storeHandoffTokens).values({
    id: sha256Hex(token),
    customerId: actor.customerId,
    divisionId: ctx.store.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS),
  });
  const query = new URLSearchParams({ token, to: safeHandoffPath(input.to) });
  return { url: `${storeOrigin(ctx.store)}/handoff/?${query}` };
}

export interface HandoffLanding {
  session: NewSession;
  to: string;
}

/**
 * Spends a handoff token on the context's store (its own origin) and starts a session there for the
 * customer it was made for, ending the browser's previous session on this store. A token that is unknown,
 * spent, expired or made for another store starts nothing.
 */
export async function consumeHandoff(
  ctx: ServiceContext,
  input: { token: unknown; to?: unknown; previousSessionToken?: string | null; client: ClientInfo },
  now = new Date(),
): Promise<HandoffLanding> {
  const token = typeof input.token === 'string' ? input.token : '';
  if (!TOKEN_PATTERN.test(token)) throw invalid({ token: [HANDOFF_MESSAGES.unusable] });
  const [spent] = await ctx.db
    .update(storeHandoffTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(storeHandoffTokens.id, sha256Hex(token)),
        eq(storeHandoffTokens.divisionId, ctx.store.id),
        isNull(storeHandoffTokens.usedAt),
        gt(storeHandoffTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: storeHandoffTokens.customerId });
  if (!spent) throw invalid({ token: [HANDOFF_MESSAGES.unusable] });
  await destroySession(ctx.db, input.previousSessionToken, ctx.store.id);
  const session = await createSession(ctx.db, {
    customerId: spent.customerId,
    divisionId: ctx.store.id,
    client: input.client,
    now,
  });
  return { session, to: safeHandoffPath(input.to) };
}

/** Deletes handoff tokens spent or expired before `now` (the hourly clean-up). */
export async function pruneHandoffTokens(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(storeHandoffTokens)
    .where(or(lt(storeHandoffTokens.expiresAt, now), lt(storeHandoffTokens.usedAt, now)))
    .returning({ id: storeHandoffTokens.id });
  return removed.length;
}
