const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

/**
 * Marks React Router's module preloads fetchpriority="low" in a whole document, as bytes (the marker is ASCII,
 * so it cannot begin inside a UTF-8 sequence; the document is never decoded). The app hydrates only once the
 * page has loaded (entry.client.tsx), so its scripts must not take a phone's bandwidth from the first image,
 * the stylesheet's fonts or the document itself; they still arrive long before hydration, and the module
 * script that imports them reuses the preloaded responses.
 */
export function withLowPriorityPreloads(document: Buffer): Buffer {
  const parts: Buffer[] = [];
  let copied = 0;
  let at = document.indexOf(PRELOAD);
  while (at !== -1) {
    const end = at + PRELOAD.length;
    parts.push(document.subarray(copied, end), LOW_PRIORITY);
    copied = end;
    at = document.indexOf(PRELOAD, end);
  }
  if (parts.length === 0) return document;
  parts.push(document.subarray(copied));
  return Buffer.concat(parts);
}
