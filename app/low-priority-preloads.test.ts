import { describe, expect, it } from 'vitest';
import { withLowPriorityPreloads } from './low-priority-preloads';

const DOCUMENT =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head><body><p>Café £5 — “ok”</p></body>';

describe('withLowPriorityPreloads', () => {
  it('marks every module preload low priority and leaves the rest of the document as it was', () => {
    expect(withLowPriorityPreloads(DOCUMENT)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="stylesheet" ' +
        'href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head>' +
        '<body><p>Café £5 — “ok”</p></body>',
    );
  });

  it('passes a document without preloads through unchanged', () => {
    const plain = '<p>No scripts, <link rel="modulepreload-ish"> nothing</p>';
    expect(withLowPriorityPreloads(plain)).toBe(plain);
  });
});
