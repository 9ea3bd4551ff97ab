import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withLowPriorityPreloads } from './low-priority-preloads';

const DOCUMENT =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head><body><p>Café £5 — “ok”</p></body>';

describe('withLowPriorityPreloads', () => {
  it('marks every module preload low priority and leaves the rest of the document as it was', () => {
    expect(withLowPriorityPreloads(Buffer.from(DOCUMENT)).toString('utf8')).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="stylesheet" ' +
        'href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head>' +
        '<body><p>Café £5 — “ok”</p></body>',
    );
  });

  it('passes a document without preloads through unchanged', () => {
    const plain = '<p>No scripts, <link rel="modulepreload-ish"> nothing</p>';
    const bytes = Buffer.from(plain);
    expect(withLowPriorityPreloads(bytes)).toBe(bytes);
  });
});

describe('withLowPriorityPreloads on any document', () => {
  it('matches the same replacement made on the decoded text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constant('<link rel="modulepreload"'), fc.constant('é—“')), {
          maxLength: 12,
        }),
        (pieces) => {
          const text = pieces.join('');
          const expected = text.replaceAll(
            '<link rel="modulepreload"',
            '<link rel="modulepreload" fetchpriority="low"',
          );
          expect(withLowPriorityPreloads(Buffer.from(text)).toString('utf8')).toBe(expected);
        },
      ),
    );
  });
});
