import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCKED_LINK_REPLACEMENT, safeLink } from './safe-link';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('safeLink', () => {
  it('replaces blocked links with the main shop 404 page', () => {
    expect(BLOCKED_LINK_REPLACEMENT).toBe('/404/');
  });

  it('returns safe links unchanged without logging', () => {
    const logger = { warn: vi.fn() };
    expect(safeLink('https://example.com/x', { logger })).toBe('https://example.com/x');
    expect(safeLink('/collection/tees/', { logger })).toBe('/collection/tees/');
    expect(safeLink('@open-chat', { logger })).toBe('@open-chat');
    expect(safeLink('  #top', { logger })).toBe('  #top');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('returns the replacement and warns for unsafe links', () => {
    const logger = { warn: vi.fn() };
    expect(safeLink('javascript:alert(1)', { logger })).toBe('/404/');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('Unsafe link blocked: "javascript:alert(1)"');
  });

  it('escapes control characters in the warning', () => {
    const logger = { warn: vi.fn() };
    safeLink('java\nscript:x', { logger });
    expect(logger.warn).toHaveBeenCalledWith('Unsafe link blocked: "java\\nscript:x"');
  });

  it('truncates long links in the warning', () => {
    const logger = { warn: vi.fn() };
    safeLink(`javascript:${'a'.repeat(500)}`, { logger });
    const message = logger.warn.mock.calls[0]?.[0] as string;
    expect(message).toBe(`Unsafe link blocked: ${JSON.stringify(`javascript:${'a'.repeat(189)}`)}`);
  });

  it('warns on the console without a logger', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeLink('vbscript:x')).toBe('/404/');
    expect(warn).toHaveBeenCalledWith('Unsafe link blocked: "vbscript:x"');
  });

  it('handles non-string input', () => {
    const logger = { warn: vi.fn() };
    expect(safeLink(undefined as unknown as string, { logger })).toBe('/404/');
    expect(logger.warn).toHaveBeenCalledWith('Unsafe link blocked: "undefined"');
  });
});
