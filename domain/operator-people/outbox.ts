import { eq } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import { PEOPLE_MESSAGES } from '../../core/operator-people';
import { outboxEmails, requireStaffPermission } from '../accounts';
import type { ServiceContext } from '../context';
import { staffActions } from './tables';

/** Resending is a write: the 'outbox' permission (reading needs only its child 'outbox.read'). */
export const RESEND_PERMISSION = 'outbox';

/**
 * Sends an outbox email again: a new pending row copying it (same store, address, kind and content), which
 * the job queue delivers like any other; the original stays as it was, and the audit trail says who resent
 * it. Answers the copy's id.
 */
export async function resendEmail(
  ctx: ServiceContext,
  emailId: number,
): Promise<{ id: number; message: string }> {
  const staff = await requireStaffPermission(ctx, RESEND_PERMISSION);
  if (!Number.isInteger(emailId) || emailId <= 0) throw notFound(PEOPLE_MESSAGES.emailNotFound);
  const [email] = await ctx.db.select().from(outboxEmails).where(eq(outboxEmails.id, emailId)).limit(1);
  if (!email) throw notFound(PEOPLE_MESSAGES.emailNotFound);
  const id = await ctx.db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(outboxEmails)
      .values({
        divisionId: email.divisionId,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        kind: email.kind,
      })
      .returning({ id: outboxEmails.id });
    if (!copy) throw new Error('the copy of the email was not recorded');
    await tx.insert(staffActions).values({
      kind: 'email-resent',
      staffUserId: staff.id,
      divisionId: email.divisionId,
      emailId: email.id,
      reason: `Copied as email ${copy.id}`,
    });
    return copy.id;
  });
  return { id, message: PEOPLE_MESSAGES.resent };
}
