import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES, approvalSchema } from './approval';

const issues = (input: unknown) => {
  const result = approvalSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the staff review form', () => {
  it('approves, or puts back in the queue, without a reason', () => {
    expect(approvalSchema.parse({ status: 'approved', reason: '' })).toEqual({
      status: 'approved',
      reason: '',
    });
    expect(issues({ status: 'none' })).toEqual([]);
  });

  it('needs a reason to deny, spaces not counting', () => {
    expect(issues({ status: 'denied', reason: '   ' })).toEqual([
      ['reason', APPROVAL_MESSAGES.reasonRequired],
    ]);
    expect(approvalSchema.parse({ status: 'denied', reason: ' Copied designs ' }).reason).toBe(
      'Copied designs',
    );
  });

  it('refuses a reason over 1000 characters and a status it does not know', () => {
    expect(issues({ status: 'denied', reason: 'x'.repeat(1001) })).toEqual([
      ['reason', 'Must contain no more than 1000 characters'],
    ]);
    expect(issues({ status: 'maybe' }).map(([path]) => path)).toEqual(['status']);
  });
});
