import { describe, expect, it } from 'vitest';
import { actionHref, linkTextOf, linkTypeOf } from './link-kinds';

describe('link kinds', () => {
  it.each([
    ['@open-chat', 'action'],
    ['https://example.com/', 'link'],
    ['mailto:hi@example.com', 'link'],
    ['/product/ocean-mug/', 'product'],
    ['/collection/summer/', 'collection'],
    ['/blog/', 'blog'],
    ['/blog/first-post/', 'blog'],
    ['/studio/', 'studio'],
    ['/custom-hoodies/', 'studio'],
    ['/about/', 'page'],
    ['#top', 'link'],
  ])('%s is a %s', (href, type) => {
    expect(linkTypeOf(href)).toBe(type);
  });

  it('names actions and studio aliases by their text', () => {
    expect(linkTextOf('@open-chat')).toBe('Chat with us');
    expect(linkTextOf('/custom-hoodies/')).toBe('Custom hoodies');
    expect(linkTextOf('/about/')).toBe('/about/');
  });

  it('makes @names of custom actions and refuses what is not a name', () => {
    expect(actionHref('open-basket')).toBe('@open-basket');
    expect(actionHref('@open-basket')).toBe('@open-basket');
    expect(actionHref('open basket')).toBeNull();
    expect(actionHref('')).toBeNull();
  });
});
