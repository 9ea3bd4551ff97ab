import { z } from 'zod';

export const APPROVAL_MESSAGES = {
  internalOnly: 'Only Printfront staff can review stores.',
  reasonRequired: 'Please say why the store is denied',
} as const;

/** Staff's review of a store: the dashboard's form and `setApproval` parse the same schema. */
export const approvalSchema = z
  .object({
    status: z.enum(['approved', 'denied', 'none']),
    reason: z.string().trim().max(1000, 'Must contain no more than 1000 characters').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'denied' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: APPROVAL_MESSAGES.reasonRequired });
  });
export type ApprovalInput = z.input<typeof approvalSchema>;
