import { describe, expect, it } from 'vitest';
import { summarise } from './render-status';

describe('summarise (the render status the shopper polls)', () => {
  it('is queued until a file starts, then rendering with the share done', () => {
    expect(summarise(['queued', 'queued'])).toEqual({ status: 'queued', percent: 0 });
    expect(summarise(['rendering', 'queued', 'queued'])).toEqual({ status: 'rendering', percent: 0 });
    expect(summarise(['done', 'rendering', 'queued'])).toEqual({ status: 'rendering', percent: 33 });
    expect(summarise(['done', 'done', 'queued'])).toEqual({ status: 'rendering', percent: 66 });
  });

  it('is done when every file is, and failed when it finished with failures', () => {
    expect(summarise(['done', 'done'])).toEqual({ status: 'done', percent: 100 });
    expect(summarise(['done', 'failed'])).toEqual({ status: 'failed', percent: 50 });
    expect(summarise(['failed', 'rendering'])).toEqual({ status: 'rendering', percent: 0 });
  });

  it('is done at once for a design with nothing to render', () => {
    expect(summarise([])).toEqual({ status: 'done', percent: 100 });
  });
});
