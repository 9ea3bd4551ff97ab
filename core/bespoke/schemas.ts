import { z } from 'zod';
import { BESPOKE_MESSAGES as M } from './messages';

/** The shopper's answer to a mockup: approve, or ask for changes with a comment. */
export const mockupAnswerSchema = z
  .object({
    answer: z.enum(['approve', 'changes'], { error: M.answerRequired }),
    comment: z.string({ error: M.commentRequired }).trim().max(2000, M.commentTooLong).optional().default(''),
  })
  .superRefine((value, issue) => {
    if (value.answer === 'changes' && value.comment === '')
      issue.addIssue({ code: 'custom', path: ['comment'], message: M.commentRequired });
  });

export type MockupAnswerInput = z.input<typeof mockupAnswerSchema>;
export type MockupAnswer = z.output<typeof mockupAnswerSchema>;

const statusCode = z.string({ error: M.statusRequired }).trim().min(1, M.statusRequired).max(40);

/** Staff move a bespoke or paper order on: where to, the status they saw, a tracking code when shipping. */
export const flowMoveSchema = z.object({
  to: statusCode,
  expected: statusCode,
  trackingCode: z.string().trim().max(60, M.trackingTooLong).optional().default(''),
});

export type FlowMoveInput = z.input<typeof flowMoveSchema>;
export type FlowMove = z.output<typeof flowMoveSchema>;
