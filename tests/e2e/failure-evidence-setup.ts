import { afterEach, beforeEach } from 'vitest';
import { forgetClosedPages, reportFailureEvidence } from '../support/failure-evidence';

beforeEach(() => forgetClosedPages());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await reportFailureEvidence(task.name);
});
