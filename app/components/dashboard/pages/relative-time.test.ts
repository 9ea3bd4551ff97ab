import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './relative-time';

describe('page edit times', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('says how long ago, in words', () => {
    expect(relativeTime('2026-11-26T11:59:40Z', now)).toBe('just now');
    expect(relativeTime('2026-11-26T11:57:00Z', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-26T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-25T10:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-09-20T10:00:00Z', now)).toBe('2 months ago');
  });
  it('gives the exact time for the title', () => {
    expect(exactTime('2026-11-26T14:05:00Z')).toBe('26 Nov 2026, 14:05 UTC');
  });
});
