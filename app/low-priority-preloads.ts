const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks React Router's module preloads fetchpriority="low" in a whole document. The app hydrates only once
 * the page has loaded (entry.client.tsx), so its scripts must not take a phone's bandwidth from the first
 * image, the stylesheet's fonts or the document itself; they still arrive long before hydration, and the
 * module script that imports them reuses the preloaded responses.
 */
export function withLowPriorityPreloads(html: string): string {
  return html.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
}
