import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const realCheck = () => vi.importActual<typeof import('./details-check')>('./details-check');
/** The real check imports zod and the checkout schemas: seconds on a busy machine, the first time. */
const LOADS_ZOD = 30_000;

/** The loader afresh, with no chunk remembered, whose import of the check's chunk answers `load()`. */
async function loaderWhoseChunk(load: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('./details-check', load);
  return import('./load-details-check');
}

/** A checkout form with every field but the email address. */
function formWithoutEmail(): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Sam Shopper',
    line1: '1 High Street',
    city: 'London',
    postcode: 'SW1A 1AA',
    country: 'GB',
    shippingMethod: 'standard',
    billingAddress: 'same',
  }))
    form.set(name, value);
  return form;
}

describe('detailsProblemsWithin: the browser checks the details, or lets the action do it', () => {
  beforeAll(async () => {
    await realCheck();
  }, LOADS_ZOD);
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(
    "answers the check's problems when its chunk comes in time",
    async () => {
      const { detailsProblemsWithin } = await loaderWhoseChunk(realCheck);
      const problems = await detailsProblemsWithin(formWithoutEmail());
      expect(problems.email).toEqual(['This field is required']);
    },
    LOADS_ZOD,
  );

  it('answers no problems after DETAILS_CHECK_WAIT_MS when the chunk never comes, so the payment is posted', async () => {
    const { detailsProblemsWithin, DETAILS_CHECK_WAIT_MS } = await loaderWhoseChunk(
      () => new Promise(() => undefined),
    );
    let problems: object | undefined;
    void detailsProblemsWithin(formWithoutEmail()).then((answer) => {
      problems = answer;
    });
    await vi.advanceTimersByTimeAsync(DETAILS_CHECK_WAIT_MS - 1);
    expect(problems).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(problems).toEqual({});
  });

  it(
    'answers no problems at once when the chunk fails to load, and loads it again on the next payment',
    async () => {
      let load: () => Promise<unknown> = () =>
        Promise.reject(new Error('Failed to fetch dynamically imported module'));
      const { detailsProblemsWithin } = await loaderWhoseChunk(() => load());
      expect(await detailsProblemsWithin(formWithoutEmail())).toEqual({});

      load = realCheck;
      expect((await detailsProblemsWithin(formWithoutEmail())).email).toEqual(['This field is required']);
    },
    LOADS_ZOD,
  );
});
