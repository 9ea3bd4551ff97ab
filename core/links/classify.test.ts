import { describe, expect, it } from 'vitest';
import { classifyLink, eventNameFromHref } from './classify';

describe('eventNameFromHref', () => {
  it('reads the event name after @', () => {
    expect(eventNameFromHref('@open-chat')).toBe('open-chat');
    expect(eventNameFromHref('  @open-basket ')).toBe('open-basket');
  });

  it('is null for non-events', () => {
    expect(eventNameFromHref('@')).toBeNull();
    expect(eventNameFromHref('@  ')).toBeNull();
    expect(eventNameFromHref('/open-chat')).toBeNull();
    expect(eventNameFromHref('mailto:a@b.c')).toBeNull();
    expect(eventNameFromHref('')).toBeNull();
    expect(eventNameFromHref(undefined as unknown as string)).toBeNull();
  });
});

describe('classifyLink', () => {
  const origin = 'https://shop.example';

  it.each([
    ['@open-chat', 'event'],
    [' @open-chat', 'event'],
    ['#reviews', 'anchor'],
    ['#', 'anchor'],
    ['/collection/tees/', 'internal'],
    ['product/shirt', 'internal'],
    ['?page=2', 'internal'],
    ['', 'internal'],
    ['https://shop.example/basket/', 'internal'],
    ['HTTPS://SHOP.EXAMPLE/x', 'internal'],
    ['//shop.example/x', 'internal'],
    ['http://shop.example/x', 'external'],
    ['https://shop.example:8443/x', 'external'],
    ['https://other.example/', 'external'],
    ['//cdn.example/x.png', 'external'],
    ['/\\evil.example/', 'external'],
    ['https://shop.example@evil.example/', 'external'],
    ['mailto:hi@shop.example', 'external'],
    ['tel:+44123', 'external'],
    ['wss://shop.example/socket', 'external'],
    ['data:image/png;base64,AAAA', 'external'],
    ['javascript:alert(1)', 'blocked'],
    ['data:text/html,x', 'blocked'],
    ['file:///etc/passwd', 'blocked'],
  ] as const)('classifies %j as %s on the shop origin', (href, kind) => {
    expect(classifyLink(href, origin)).toBe(kind);
  });

  it('treats every absolute web URL as external without a current origin', () => {
    expect(classifyLink('https://shop.example/')).toBe('external');
    expect(classifyLink('//shop.example/')).toBe('external');
    expect(classifyLink('/basket/')).toBe('internal');
    expect(classifyLink('basket/')).toBe('internal');
  });

  it('compares origins only, ignoring any path of the current origin', () => {
    expect(classifyLink('https://shop.example/a', 'https://shop.example/some/page')).toBe('internal');
  });

  it('falls back to no origin when the current origin is malformed', () => {
    expect(classifyLink('/basket/', 'not a url')).toBe('internal');
    expect(classifyLink('https://shop.example/', 'not a url')).toBe('external');
  });

  it('blocks links the URL parser cannot read', () => {
    expect(classifyLink('http://[::1', origin)).toBe('blocked');
  });
});
