import { describe, expect, it } from 'vitest';
import { refuseArea } from './area-refusal.server';

/** What a thrown React Router answer is: a Response (redirect) or its data() wrapper. */
function thrown(run: () => unknown): { status: number; location: string | null } {
  try {
    run();
  } catch (answer) {
    if (answer instanceof Response)
      return { status: answer.status, location: answer.headers.get('Location') };
    const init = (answer as { init?: { status?: number } }).init;
    return { status: init?.status ?? 0, location: null };
  }
  throw new Error('nothing was thrown');
}

describe('a refused call of a dashboard area', () => {
  it('sends a missing permission to the 403 page, naming the store and the area to ask for', () => {
    expect(thrown(() => refuseArea({ status: 403, message: 'no' }, 7, 'orders'))).toEqual({
      status: 302,
      location: '/403/?store=7&permission=orders',
    });
  });

  it("answers another store's 404 as a 404", () => {
    expect(
      thrown(() => refuseArea({ status: 404, message: 'There is no store at this address.' }, 7, 'team')),
    ).toEqual({ status: 404, location: null });
  });
});
