import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks React Router's module preloads fetchpriority="low" as the document streams out. The app hydrates
 * only once the page has loaded (entry.client.tsx), so its scripts must not take a phone's bandwidth from
 * the first image, the stylesheet's fonts or the document itself; they still arrive long before hydration,
 * and the module script that imports them reuses the preloaded responses.
 */
export function lowPriorityPreloads(): Transform {
  // The end of the last chunk that could be the start of a tag split across two chunks.
  let carried = '';
  // Decodes across chunks: a character's bytes may be split between two of them.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = carried + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const keep = partialMatchLength(text);
      carried = text.slice(text.length - keep);
      done(null, text.slice(0, text.length - keep).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
    flush(done) {
      done(null, (carried + decoder.end()).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
  });
}

/** How many characters at the end of `text` begin the preload tag without completing it. */
function partialMatchLength(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length -= 1) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
