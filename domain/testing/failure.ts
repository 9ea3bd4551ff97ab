import type { AppError } from '../../core/errors';

/** Tests only: the error a call fails with; the test fails when the call succeeds instead. */
export async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected the call to fail');
}
