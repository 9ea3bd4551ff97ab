import { describe, expect, it } from 'vitest';
import { frameReply, iframeOrigins, originOf, parseFrameAddToCart } from './frame-messages';
import { blockFromStored } from './types';

const ORIGIN = 'https://embed.example';
const allowed = new Set([ORIGIN]);
const parse = (message: unknown, origin = ORIGIN) => parseFrameAddToCart(message, allowed, origin);

describe('parseFrameAddToCart', () => {
  it('accepts a variantId', () => {
    expect(parse({ type: 'add-to-cart', variantId: 'v-1' })).toEqual({ ok: true, variantId: 'v-1' });
  });

  it('accepts items, quantity defaulting to 1', () => {
    expect(
      parse({ type: 'add-to-cart', items: [{ variantId: 'a' }, { variantId: 'b', quantity: 3 }] }),
    ).toEqual({
      ok: true,
      items: [
        { variantId: 'a', quantity: 1 },
        { variantId: 'b', quantity: 3 },
      ],
    });
  });

  it("refuses both: 'variantId and items cannot be used together'", () => {
    expect(parse({ type: 'add-to-cart', variantId: 'a', items: [] })).toEqual({
      ok: false,
      message: 'variantId and items cannot be used together',
      reply: true,
    });
  });

  it("refuses a non-string variantId: 'variantId must be a string if provided'", () => {
    for (const variantId of [7, {}, ['a'], true]) {
      expect(parse({ type: 'add-to-cart', variantId })).toEqual({
        ok: false,
        message: 'variantId must be a string if provided',
        reply: true,
      });
    }
  });

  it("refuses non-array items: 'items must be an array if provided'", () => {
    for (const items of ['a', { variantId: 'a' }, 3]) {
      expect(parse({ type: 'add-to-cart', items })).toEqual({
        ok: false,
        message: 'items must be an array if provided',
        reply: true,
      });
    }
  });

  it('refuses empty requests and bad items', () => {
    expect(parse({ type: 'add-to-cart' })).toMatchObject({
      ok: false,
      message: 'variantId or items is required',
    });
    expect(parse({ type: 'add-to-cart', items: [] })).toMatchObject({ ok: false, reply: true });
    expect(parse({ type: 'add-to-cart', variantId: '' })).toMatchObject({ ok: false, reply: true });
    for (const item of [
      {},
      { variantId: 1 },
      { variantId: 'a', quantity: 0 },
      { variantId: 'a', quantity: 1.5 },
      null,
    ]) {
      expect(parse({ type: 'add-to-cart', items: [item] })).toMatchObject({ ok: false, reply: true });
    }
    expect(
      parse({ type: 'add-to-cart', items: Array.from({ length: 51 }, () => ({ variantId: 'a' })) }),
    ).toMatchObject({
      ok: false,
      message: 'No more than 50 items can be added at once',
    });
  });

  it('ignores other origins and other messages without replying', () => {
    expect(parse({ type: 'add-to-cart', variantId: 'a' }, 'https://evil.example')).toMatchObject({
      ok: false,
      reply: false,
    });
    expect(parse({ type: 'add-to-cart', variantId: 'a' }, 'null')).toMatchObject({ ok: false, reply: false });
    expect(parse({ type: 'resize', height: 10 })).toMatchObject({ ok: false, reply: false });
    expect(parse('add-to-cart')).toMatchObject({ ok: false, reply: false });
    expect(parseFrameAddToCart({ type: 'add-to-cart', variantId: 'a' }, [ORIGIN], ORIGIN)).toMatchObject({
      ok: true,
    });
  });
});

describe('iframeOrigins', () => {
  it("collects the origins of the page's iframe blocks at any depth", () => {
    const blocks = [
      blockFromStored({ uid: 'a', type: 'iframe', properties: { src: 'https://embed.example/shop?x=1' } }),
      blockFromStored({
        uid: 'b',
        type: 'row',
        items: [{ uid: 'c', type: 'iframe', properties: { src: 'http://other.example:8080/p' } }],
      }),
      blockFromStored({ uid: 'd', type: 'iframe', properties: { src: 'javascript:alert(1)' } }),
      blockFromStored({
        uid: 'e',
        type: 'iframe',
        properties: { src: 'https://gone.example' },
        flags: { deleted: true },
      }),
      blockFromStored({ uid: 'f', type: 'image', properties: { src: 'https://img.example/x.png' } }),
    ];
    expect([...iframeOrigins(blocks)].sort()).toEqual(['http://other.example:8080', 'https://embed.example']);
  });

  it('originOf refuses anything but absolute http(s)', () => {
    expect(originOf('https://a.example/b')).toBe('https://a.example');
    expect(originOf('//a.example/b')).toBeNull();
    expect(originOf('data:text/html,x')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});

describe('frameReply', () => {
  it('is add-to-cart-complete or add-to-cart-failed with an optional message', () => {
    expect(frameReply(true)).toEqual({ type: 'add-to-cart-complete' });
    expect(frameReply(false)).toEqual({ type: 'add-to-cart-failed' });
    expect(frameReply(false, 'items must be an array if provided')).toEqual({
      type: 'add-to-cart-failed',
      message: 'items must be an array if provided',
    });
  });
});
