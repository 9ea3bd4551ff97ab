import { LRUCache } from 'lru-cache';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { StaticMarkup } from './components/blocks/static-markup';

/**
 * Static markup rendered once per key and kept, least recently used first out, up to `maxBytes` of keys and
 * HTML (a string's length stands for its bytes). A render that throws is not kept: the caller renders the
 * region in the page instead.
 */
export function createStaticMarkup({ maxBytes }: { maxBytes: number }): StaticMarkup {
  const kept = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (html, key) => Math.max(1, html.length + key.length),
  });
  return (key, identifierPrefix, render, options) => {
    const hydrates = options?.hydrates === true;
    const keptKey = hydrates ? `hydrates\u0000${key}` : key;
    const hit = kept.get(keptKey);
    if (hit !== undefined) return hit;
    let html: string;
    try {
      html = hydrates
        ? renderToString(render(), { identifierPrefix })
        : renderToStaticMarkup(render(), { identifierPrefix });
    } catch {
      return null;
    }
    kept.set(keptKey, html);
    return html;
  };
}
