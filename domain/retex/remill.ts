import { and, count, eq, gt, sql } from 'drizzle-orm';
import { ERROR_MESSAGES, parseOrThrow } from '../../core/errors';
import type { MailMessage } from '../../core/mail';
import { type RemillForm, remillSchema } from '../../core/validation';
import { outboxEmails, queueMail } from '../accounts';
import type { ServiceContext } from '../context';

/** Instruction emails one address may get from a store in an hour; more are quietly not sent. */
export const REMILL_EMAILS_PER_HOUR = 3;

/** The remill take-back scheme's rules (§1), in the email and on its web version (/teemail/remill-instructions). */
export function remillInstructions(storeName: string, webVersionUrl: string | null): MailMessage {
  return {
    subject: `How to send your worn-out clothes back to ${storeName}`,
    preheader: 'Send us your 100% cotton clothing and get a coupon for your next purchase.',
    blocks: [
      { kind: 'heading', text: 'Return an item: remill' },
      {
        kind: 'paragraph',
        text: 'Thank you for giving your old clothes a new life. We take back worn-out clothing and remake the material into new products.',
      },
      { kind: 'heading', text: 'What you can send' },
      {
        kind: 'list',
        items: [
          '100% cotton clothing, of any brand',
          'Not denim and not underwear',
          'Washed and dry, even if it is worn out or torn',
        ],
      },
      { kind: 'heading', text: 'How to send it' },
      {
        kind: 'list',
        items: [
          'Pack the clothes in any bag or box, with a note of the email address you used here.',
          'In the UK the return is free: we pay for it. Reply to this email and we will send you a free postage label.',
          'Outside the UK, post it to us at your own cost.',
        ],
      },
      { kind: 'heading', text: 'What you get' },
      {
        kind: 'paragraph',
        text: 'When your parcel arrives we remake the material, and email you a coupon for your next purchase.',
      },
      ...(webVersionUrl
        ? [{ kind: 'action', text: 'Read these instructions online', url: webVersionUrl } as const]
        : []),
    ],
  };
}

/**
 * POST /frontend/retex/remill/submit/: emails the remill instructions ('remill-instructions'). The answer is
 * the same whether or not an email goes out, so the rate limit per address tells nobody anything.
 */
export async function requestRemillInstructions(
  ctx: ServiceContext,
  input: RemillForm,
  options: { origin: string },
): Promise<{ type: 'success'; message: string }> {
  const { email } = parseOrThrow(remillSchema, input);
  const to = email.trim();
  const [recent] = await ctx.db
    .select({ sent: count() })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.divisionId, ctx.store.id),
        eq(outboxEmails.kind, 'remill-instructions'),
        sql`lower(${outboxEmails.to}) = ${to.toLowerCase()}`,
        gt(outboxEmails.createdAt, new Date(Date.now() - 60 * 60_000)),
      ),
    );
  if ((recent?.sent ?? 0) < REMILL_EMAILS_PER_HOUR)
    await queueMail(ctx, {
      to,
      kind: 'remill-instructions',
      origin: options.origin,
      message: remillInstructions(ctx.store.companyName, `${options.origin}/teemail/remill-instructions`),
    });
  return { type: 'success', message: ERROR_MESSAGES.remillSucceeded };
}
