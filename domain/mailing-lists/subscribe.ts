import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { invalid, parseOrThrow } from '../../core/errors';
import {
  AUTOMATION_LIMITS,
  captchaTokenOf,
  guardAttempt,
  type Limit,
  mailMessage,
  queueMail,
  randomToken,
  requireCaptcha,
  sha256Hex,
} from '../accounts';
import type { ServiceContext } from '../context';
import { MAILING_LIST_MESSAGES } from './messages';
import { type SubscribeInput, subscribeSchema, verifySubscriptionSchema } from './schemas';
import { mailingListSubscribers } from './tables';

/** Confirmation links last a week. */
export const SUBSCRIPTION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Subscriptions per visitor address, whether they succeed or not (also limited per email and per store). */
export const SUBSCRIBE_LIMIT = AUTOMATION_LIMITS.newsletter.ip as Limit;

export const subscriptionVerifiedUrl = (origin: string, token: string) =>
  `${origin}/subscription-verified/?token=${encodeURIComponent(token)}`;

export interface SubscribeOptions {
  /** Scheme and host of the store the request came to, for the link in the email. */
  origin: string;
  ip: string | null;
}

/**
 * Subscribes an address to one of the store's mailing lists: a pending subscriber and a
 * 'newsletter-verify' email with a one-week link, in one transaction. An address already confirmed on
 * the list gets the same answer and no email, so the answer says nothing about who is subscribed.
 * Limited per visitor address (429).
 */
export async function subscribe(
  ctx: ServiceContext,
  input: SubscribeInput,
  options: SubscribeOptions,
): Promise<{ message: string }> {
  const { email, firstName, mailingList } = parseOrThrow(subscribeSchema, input);
  await requireCaptcha({ captchaToken: captchaTokenOf(input) }, { action: 'newsletter', ip: options.ip });
  await guardAttempt(ctx, 'newsletter', { ip: options.ip, email });
  const token = randomToken(32);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailingListSubscribers)
      .values({
        divisionId: ctx.store.id,
        mailingList,
        email,
        firstName,
        status: 'pending',
        verifyTokenHash: sha256Hex(token),
        verifyExpiresAt: new Date(now.getTime() + SUBSCRIPTION_TTL_MS),
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [
          mailingListSubscribers.divisionId,
          mailingListSubscribers.mailingList,
          mailingListSubscribers.email,
        ],
        set: {
          firstName,
          verifyTokenHash: sha256Hex(token),
          verifyExpiresAt: new Date(now.getTime() + SUBSCRIPTION_TTL_MS),
        },
        setWhere: ne(mailingListSubscribers.status, 'verified'),
      })
      .returning({ id: mailingListSubscribers.id });
    // No row: the address is already confirmed on this list; nothing to send.
    if (!row) return;
    await queueMail(
      { ...ctx, db: tx },
      {
        to: email,
        kind: 'newsletter-verify',
        origin: options.origin,
        message: mailMessage({
          subject: `Confirm your subscription to ${ctx.store.companyName}`,
          paragraphs: [
            `Hi ${firstName},`,
            `Please confirm that you would like to hear from ${ctx.store.companyName}${mailingList ? ` (${mailingList})` : ''}.`,
          ],
          action: { text: 'Confirm my subscription', url: subscriptionVerifiedUrl(options.origin, token) },
          footer: 'The link works once and expires in 7 days. If you did not subscribe, ignore this email.',
        }),
      },
    );
  });
  return { message: MAILING_LIST_MESSAGES.sent };
}

/**
 * Confirms the subscription a link's token names, in the context's store: once, within a week. A token
 * that is unknown here, used or expired is refused (422) and changes nothing.
 */
export async function verifySubscription(
  ctx: ServiceContext,
  input: { token: unknown },
): Promise<{ email: string; mailingList: string; message: string }> {
  const { token } = parseOrThrow(verifySubscriptionSchema, input);
  const now = new Date();
  const [row] = await ctx.db
    .update(mailingListSubscribers)
    .set({ status: 'verified', verifiedAt: now, verifyTokenHash: null, verifyExpiresAt: null })
    .where(
      and(
        eq(mailingListSubscribers.divisionId, ctx.store.id),
        eq(mailingListSubscribers.verifyTokenHash, sha256Hex(token)),
        eq(mailingListSubscribers.status, 'pending'),
        gt(mailingListSubscribers.verifyExpiresAt, now),
      ),
    )
    .returning({ email: mailingListSubscribers.email, mailingList: mailingListSubscribers.mailingList });
  if (!row) throw invalid({ token: [MAILING_LIST_MESSAGES.linkExpired] });
  return { ...row, message: MAILING_LIST_MESSAGES.verified };
}

/** How many confirmed subscribers a list has (for the dashboard and tests). */
export async function countSubscribers(ctx: ServiceContext, mailingList = ''): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(mailingListSubscribers)
    .where(
      and(
        eq(mailingListSubscribers.divisionId, ctx.store.id),
        eq(mailingListSubscribers.mailingList, mailingList),
        eq(mailingListSubscribers.status, 'verified'),
      ),
    );
  return row?.total ?? 0;
}
