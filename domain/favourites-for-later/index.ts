import { BASKET_MESSAGES } from '../../core/basket/rules';
import { emailForLaterSchema } from '../../core/basket/schemas';
import { parseOrThrow } from '../../core/errors';
import { captchaTokenOf, guardAttempt, queueEmail, requireCaptcha } from '../accounts';
import { createFavouritesRecovery } from '../basket';
import type { ServiceContext } from '../context';
import { favouritesEmail } from './email';

/**
 * POST /basket/favourites/email-for-later {email}: keeps the shopper's favourites as they are and queues a
 * 'favourites-for-later' email with a link (`{origin}/favourites/?br=…`) that restores them, on any device,
 * for 90 days. One transaction: the link and the email exist together or not at all.
 */
export async function emailFavouritesForLater(
  ctx: ServiceContext,
  input: { email?: unknown },
  options: { origin: string },
): Promise<{ message: string }> {
  const { email } = parseOrThrow(emailForLaterSchema, input);
  await requireCaptcha(
    { captchaToken: captchaTokenOf(input) },
    { action: 'email-for-later', ip: ctx.client?.ip ?? null },
  );
  await guardAttempt(ctx, 'email-for-later', { email });
  await ctx.db.transaction(async (tx) => {
    const scoped = { ...ctx, db: tx };
    const recovery = await createFavouritesRecovery(scoped, email);
    const link = `${options.origin}/favourites/?br=${encodeURIComponent(recovery.token)}`;
    const content = favouritesEmail(ctx.store.companyName, link, recovery.items, options.origin);
    await queueEmail(tx, ctx.store.id, { to: email, kind: 'favourites-for-later', ...content });
  });
  return { message: BASKET_MESSAGES.emailedForLater };
}
