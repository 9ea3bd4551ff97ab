import { LRUCache } from 'lru-cache';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { StaticMarkup } from './components/blocks/static-markup';

/** Markers of a suspense boundary that did not finish on its own: such HTML is not the page's. */
const UNFINISHED_BOUNDARY = /<!--\$[!?]/;

/**
 * Static markup rendered once per key and kept, least recently used first out, up to `maxBytes` of keys and
 * HTML (a string's length stands for its bytes). A render that throws is not kept: the caller renders the
 * region in the page instead. Nor is a render that `hydrates` and left a suspense boundary unfinished (a
 * lazy piece not loaded yet, say): the page's own render would have finished it, so the caller renders the
 * region in place, and the key is remembered as unusable rather than rendered again on every request.
 */
export function createStaticMarkup({ maxBytes }: { maxBytes: number }): StaticMarkup {
  const kept = new LRUCache<string, string | false>({
    maxSize: maxBytes,
    sizeCalculation: (html, key) => Math.max(1, (html === false ? 0 : html.length) + key.length),
  });
  return (key, identifierPrefix, render, options) => {
    const hydrates = options?.hydrates === true;
    const keptKey = hydrates ? `hydrates\u0000${key}` : key;
    const hit = kept.get(keptKey);
    if (hit !== undefined) return hit === false ? null : hit;
    let html: string;
    try {
      html = hydrates
        ? renderToString(render(), { identifierPrefix })
        : renderToStaticMarkup(render(), { identifierPrefix });
    } catch {
      return null;
    }
    const usable = !(hydrates && UNFINISHED_BOUNDARY.test(html));
    kept.set(keptKey, usable ? html : false);
    return usable ? html : null;
  };
}
