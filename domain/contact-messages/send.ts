import { isPublished, walkBlocks } from '../../core/blocks';
import { invalid, parseOrThrow } from '../../core/errors';
import { email as isEmail } from '../../core/validation/rules/identity';
import { assertUnderLimits, type Limit, mailMessage, queueMail, recordAttempt } from '../accounts';
import type { ServiceContext } from '../context';
import { getPageByUrl } from '../pages';
import { type ContactMessageInput, contactMessageSchema } from './schemas';
import { contactMessages } from './tables';

/** Contact messages per visitor address. */
export const CONTACT_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 };

export const CONTACT_MESSAGES = {
  sent: 'Thank you, your message has been sent.',
  formUnavailable: 'This form is no longer available. Please reload the page.',
} as const;

/** The published contact form block `uid` on a page, with its address; null when there is none. */
async function contactForm(ctx: ServiceContext, page: string, uid: string) {
  const found = await getPageByUrl(ctx, page);
  if (!found?.published) return null;
  for (const block of walkBlocks(found.blocks)) {
    if (block.uid !== uid) continue;
    const to = typeof block.properties.contactEmail === 'string' ? block.properties.contactEmail.trim() : '';
    if (block.type !== 'mailContactForm' || !isPublished(block) || to === '' || !isEmail.test(to, undefined))
      return null;
    return { url: found.url, to };
  }
  return null;
}

/**
 * Sends a message through a page's contact form: kept in the store's contact messages and emailed
 * ('contact-message') to the address the block names, which never reaches the browser. The page and block
 * must exist, be published and be a contact form with an address; nothing is written otherwise. Limited
 * per visitor address (429).
 */
export async function sendContactMessage(
  ctx: ServiceContext,
  input: ContactMessageInput,
  options: { ip: string | null },
): Promise<{ message: string }> {
  const fields = parseOrThrow(contactMessageSchema, input);
  const form = await contactForm(ctx, fields.page, fields.block);
  if (!form) throw invalid({ block: [CONTACT_MESSAGES.formUnavailable] });
  const key = `contact:${ctx.store.id}:${options.ip ?? 'unknown'}`;
  await assertUnderLimits(ctx.db, [{ key, limit: CONTACT_LIMIT }]);
  await recordAttempt(ctx.db, [key]);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      divisionId: ctx.store.id,
      pageUrl: form.url,
      blockUid: fields.block,
      toEmail: form.to,
      name: fields.name,
      email: fields.email,
      message: fields.message,
    });
    await queueMail(
      { ...ctx, db: tx },
      {
        to: form.to,
        kind: 'contact-message',
        message: mailMessage({
          subject: `New message from ${fields.name} via ${ctx.store.companyName}`,
          paragraphs: [
            `${fields.name} <${fields.email}> sent a message through the contact form on ${form.url}:`,
            fields.message,
          ],
          footer: `Reply to ${fields.email} to answer them.`,
        }),
      },
    );
  });
  return { message: CONTACT_MESSAGES.sent };
}
