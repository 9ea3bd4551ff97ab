import { fingerprint } from './fingerprint';
import type { CustomCode } from './settings';

/** Where a store serves its own code, as a sandboxed document the storefront frames (decision 0011). */
export const CUSTOM_CODE_PATH = '/custom-code/';

/** The message every storefront navigation posts to the frame, so the code can count page views. */
export const CUSTOM_CODE_PAGE_MESSAGE = 'printfront:page-view';

/** §3 customCode is a string (the head part) or an object whose global part is the head's. */
export function customCodeParts(code: CustomCode | null | undefined): { head: string; body: string } {
  if (!code) return { head: '', body: '' };
  if (typeof code === 'string') return { head: code, body: '' };
  return { head: code.head ?? code.global ?? '', body: code.body ?? '' };
}

/**
 * The version of a store's code its storefront frames, or null when none runs: only pro stores' code
 * reaches shoppers, and only when there is some.
 */
export function customCodeVersion(code: CustomCode | null | undefined, isPro: boolean): string | null {
  const { head, body } = customCodeParts(code);
  if (!isPro || `${head}${body}`.trim() === '') return null;
  return fingerprint(`${head}\u0000${body}`);
}

/**
 * The policy of the custom code document. `sandbox allow-scripts` (no allow-same-origin) gives it an opaque
 * origin even when opened on its own: it reads none of the shopper's cookies, storage or pages, and its
 * posts carry Origin "null", which the store refuses. Scripts and requests may go to any https address, as
 * analytics need; only this store's own pages may frame it.
 */
export const CUSTOM_CODE_CSP = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
  "default-src 'none'",
  "script-src 'unsafe-inline' https:",
  "style-src 'unsafe-inline' https:",
  'img-src https: data:',
  'font-src https: data:',
  'connect-src https:',
  'frame-src https:',
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The custom code document: the head part in its head, the body part in its body, as the store wrote them. */
export function customCodeDocument(code: CustomCode | null | undefined): string {
  const { head, body } = customCodeParts(code);
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">\n${head}\n</head><body>\n${body}\n</body></html>\n`;
}
