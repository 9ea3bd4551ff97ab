import { describe, expect, it } from 'vitest';
import * as links from './index';

describe('links index', () => {
  it('exposes the public surface', () => {
    expect(Object.keys(links).sort()).toEqual(
      [
        'ALLOWED_SCHEMES',
        'BLOCKED_LINK_REPLACEMENT',
        'classifyLink',
        'eventNameFromHref',
        'isSafeLink',
        'isSameSiteRedirect',
        'safeLink',
      ].sort(),
    );
  });

  it('allows exactly the spec schemes', () => {
    expect([...links.ALLOWED_SCHEMES].sort()).toEqual(
      ['data', 'dtg', 'http', 'https', 'mailto', 'mqtt', 'mqtts', 'tel', 'ws', 'wss'].sort(),
    );
    expect(Object.isFrozen(links.ALLOWED_SCHEMES)).toBe(true);
  });
});
