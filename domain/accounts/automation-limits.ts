import type { ServiceContext } from '../context';
import { consumeAttempt, type Limit, type LimitCheck } from './rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The forms and calls a script could repeat: each is limited on several keys at once (decision 0009). */
export type GuardedAction =
  | 'quote'
  | 'sign-up'
  | 'email-for-later'
  | 'newsletter'
  | 'studio-upload'
  | 'design-save'
  | 'card-attempt';

/**
 * What an attempt is keyed on besides the store: the client's address, the address an email goes to, the
 * visitor or customer (the cookie, the weakest key), the order or basket paid for, and the card.
 */
export type LimitSubject = 'ip' | 'email' | 'owner' | 'order' | 'card' | 'store';

/** Attempts allowed per key in a window; a store-wide ceiling stops a botnet of fresh addresses. */
export const AUTOMATION_LIMITS: Record<GuardedAction, Partial<Record<LimitSubject, Limit>>> = {
  quote: {
    ip: { max: 5, windowMs: HOUR },
    email: { max: 3, windowMs: HOUR },
    store: { max: 200, windowMs: HOUR },
  },
  'sign-up': {
    ip: { max: 10, windowMs: HOUR },
    email: { max: 3, windowMs: HOUR },
    store: { max: 500, windowMs: HOUR },
  },
  'email-for-later': {
    ip: { max: 5, windowMs: HOUR },
    email: { max: 3, windowMs: HOUR },
    owner: { max: 5, windowMs: HOUR },
    store: { max: 200, windowMs: HOUR },
  },
  newsletter: {
    ip: { max: 10, windowMs: HOUR },
    email: { max: 3, windowMs: HOUR },
    store: { max: 500, windowMs: HOUR },
  },
  'studio-upload': {
    ip: { max: 60, windowMs: HOUR },
    owner: { max: 60, windowMs: HOUR },
    store: { max: 2_000, windowMs: HOUR },
  },
  'design-save': {
    ip: { max: 120, windowMs: HOUR },
    owner: { max: 120, windowMs: HOUR },
    store: { max: 5_000, windowMs: HOUR },
  },
  'card-attempt': {
    ip: { max: 10, windowMs: HOUR },
    order: { max: 5, windowMs: HOUR },
    card: { max: 5, windowMs: HOUR },
    owner: { max: 10, windowMs: HOUR },
    store: { max: 300, windowMs: HOUR },
  },
};

/** Says how long to wait, without naming which key was reached. */
export const tooManyRequestsMessage = (minutes: number) => {
  const whole = Math.max(1, Math.ceil(minutes));
  return `Too many attempts. Please try again in ${whole} ${whole === 1 ? 'minute' : 'minutes'}.`;
};

export interface AttemptFacts {
  /** The client's address; by default the context's. */
  ip?: string | null;
  /** The address an email will be sent to, or the account's email. */
  email?: string | null;
  /** The order or basket a card pays for. */
  order?: string | number | null;
  /** A fingerprint of the card, where the processor gives one. */
  card?: string | null;
}

/**
 * Client addresses the per-address limits do not count (RATE_LIMIT_EXEMPT_ADDRESSES): a monitor, an office
 * proxy, the browser tests on loopback. Their attempts still count per email, visitor, order, card and store.
 */
let exemptAddresses: ReadonlySet<string> = new Set();

export function configureAutomationLimits(options: { exemptAddresses: readonly string[] }): void {
  exemptAddresses = new Set(options.exemptAddresses);
}

/** The visitor or customer behind the request, or null for a system actor. */
function ownerOf(ctx: ServiceContext): string | null {
  if (ctx.actor.kind === 'customer') return `customer:${ctx.actor.customerId}`;
  if (ctx.actor.kind === 'visitor' && ctx.actor.sessionId) return `visitor:${ctx.actor.sessionId}`;
  return null;
}

/** The limit checks of one attempt: one per subject the action is limited on and the facts name. */
export function attemptChecks(ctx: ServiceContext, action: GuardedAction, facts: AttemptFacts): LimitCheck[] {
  const values: Record<LimitSubject, string | null> = {
    // No address (a call from inside the server): no shared 'unknown' bucket for everyone to fill.
    ip: (facts.ip !== undefined ? facts.ip : ctx.client?.ip) ?? null,
    email: facts.email ? facts.email.trim().toLowerCase() : null,
    owner: ownerOf(ctx),
    order: facts.order === null || facts.order === undefined ? null : String(facts.order),
    card: facts.card ?? null,
    store: 'all',
  };
  const checks: LimitCheck[] = [];
  for (const [subject, limit] of Object.entries(AUTOMATION_LIMITS[action]) as [LimitSubject, Limit][]) {
    const value = values[subject];
    if (subject === 'ip' && value !== null && exemptAddresses.has(value)) continue;
    if (value !== null) checks.push({ key: `${action}:${ctx.store.id}:${subject}:${value}`, limit });
  }
  return checks;
}

/**
 * Counts one attempt at an action, or throws rate_limited (429 with Retry-After) when any of its keys is
 * at its limit. Call it before the work, so a refused attempt changes nothing.
 */
export async function guardAttempt(
  ctx: ServiceContext,
  action: GuardedAction,
  facts: AttemptFacts = {},
): Promise<void> {
  await consumeAttempt(ctx.db, attemptChecks(ctx, action, facts), { message: tooManyRequestsMessage });
}
