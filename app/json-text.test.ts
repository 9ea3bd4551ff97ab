import { describe, expect, it } from 'vitest';
import {
  DocumentTexts,
  fromJsonText,
  type JsonText,
  jsonTextFor,
  keptTexts,
  sharedValueId,
  toJsonText,
} from './json-text';

describe('JSON text of loader data', () => {
  it('makes the text of an object once, and reads the same value back from the same text', () => {
    const blocks = [{ uid: 'a', type: 'text', properties: { text: '<p>"Hi" & </script></p>' }, items: [] }];
    const text = toJsonText(blocks);
    expect(text).toBe(JSON.stringify(blocks));
    expect(toJsonText(blocks)).toBe(text);
    const value = fromJsonText(text);
    expect(value).toStrictEqual(blocks);
    expect(value).not.toBe(blocks);
    expect(fromJsonText(text)).toBe(value);
    // Another object with the same contents has the same text, and reads back as the same value.
    expect(fromJsonText(toJsonText(structuredClone(blocks)))).toBe(value);
  });

  it('gives every object read back an id of its own, the same for the same text, and freezes it on the server', () => {
    const products = [
      { uuid: 'a', colours: [{ name: 'Navy' }] },
      { uuid: 'b', colours: [] },
    ];
    const value = fromJsonText(toJsonText(products));
    const ids = [value, value[0], value[0]?.colours, value[0]?.colours[0], value[1]].map((object) =>
      sharedValueId(object as object),
    );
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const again = fromJsonText(toJsonText(structuredClone(products)));
    expect(sharedValueId(again[0] as object)).toBe(ids[1]);
    expect(sharedValueId(products[0] as object)).toBeUndefined();
    expect(Object.isFrozen(value[0]?.colours[0])).toBe(true);
    expect(() => {
      (value[0] as { uuid: string }).uuid = 'changed';
    }).toThrow(TypeError);
  });

  it('reads a text it has forgotten again, and keeps at most 256 texts', () => {
    const first = toJsonText({ n: -1 });
    const value = fromJsonText(first);
    for (let n = 0; n < 300; n += 1) fromJsonText(toJsonText({ n }));
    expect(keptTexts().texts).toBe(256);
    const again = fromJsonText(first);
    expect(again).toStrictEqual({ n: -1 });
    expect(again).not.toBe(value);
  });

  it('keeps at most 8 million characters of texts', () => {
    const large = (n: number) => toJsonText({ n, padding: 'x'.repeat(1_000_000) });
    for (let n = 0; n < 12; n += 1) fromJsonText(large(n));
    expect(keptTexts().characters).toBeLessThanOrEqual(8_000_000);
    expect(keptTexts().characters).toBeGreaterThan(7_000_000);
  });

  it('takes only values JSON keeps as they are (a type error otherwise)', () => {
    // @ts-expect-error: a Date would reach the browser as a string.
    toJsonText({ placedAt: new Date(0) });
    // @ts-expect-error: a Map would reach the browser as {}.
    toJsonText([{ sizes: new Map<string, number>() }]);
    expect(fromJsonText(toJsonText({ placedAt: new Date(0).toISOString() })).placedAt).toBe(
      '1970-01-01T00:00:00.000Z',
    );
  });

  it('reads a text longer than it keeps without keeping it', () => {
    const before = keptTexts();
    const huge = JSON.stringify({ padding: 'x'.repeat(8_000_001) }) as JsonText<{ padding: string }>;
    expect(fromJsonText(huge).padding.length).toBe(8_000_001);
    expect(keptTexts()).toEqual(before);
  });
});

describe("a document's JSON texts", () => {
  const blocks = [{ uid: 'b', type: 'text', properties: { text: '<p>Hi</p></script><!--' }, items: [] }];
  const data = { products: [{ uuid: 'p', name: 'Tee <b>' }] };

  it('sends a reference in the loader data in place of the text, which only the server can read the text of', () => {
    const texts = new DocumentTexts();
    const reference = texts.add(blocks);
    expect(typeof reference).toBe('object');
    expect(Object.keys(reference)).toEqual(['documentText']);
    expect(JSON.stringify(reference)).toBe('{"documentText":1}');
    expect(JSON.stringify(texts.add(data))).toBe('{"documentText":2}');
    // On the server the reference reads as the text does: the same shared object.
    expect(fromJsonText(reference)).toBe(fromJsonText(toJsonText(blocks)));
  });

  it('writes the texts once in a script by number, with no `<` that could end or comment it, reading back the same', () => {
    const texts = new DocumentTexts();
    texts.add(blocks);
    texts.add(data);
    const script = texts.script();
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toStrictEqual({ '1': blocks, '2': data });
    expect(new DocumentTexts().script()).toBe('{}');
  });

  it('keeps the text itself for a data request (no document texts)', () => {
    expect(jsonTextFor(null, blocks)).toBe(toJsonText(blocks));
    expect(typeof jsonTextFor(new DocumentTexts(), blocks)).toBe('object');
  });
});
