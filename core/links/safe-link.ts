import { isSafeLink } from './safe';

/** Where a blocked link points instead: the not-found page of the main shop site (spec §5). */
export const BLOCKED_LINK_REPLACEMENT = '/404/';

export interface LinkLogger {
  warn(message: string, ...details: unknown[]): void;
}

export interface SafeLinkOptions {
  /** Receives the warning about a blocked link (default: console). */
  logger?: LinkLogger;
}

const MAX_LOGGED_CHARS = 200;

/** The link unchanged when safe; otherwise BLOCKED_LINK_REPLACEMENT, after logging a warning. */
export function safeLink(href: string, options: SafeLinkOptions = {}): string {
  if (isSafeLink(href)) return href;
  const logger = options.logger ?? console;
  const shown = typeof href === 'string' ? href.slice(0, MAX_LOGGED_CHARS) : String(href);
  // JSON.stringify escapes control characters so the log line cannot be forged.
  logger.warn(`Unsafe link blocked: ${JSON.stringify(shown)}`);
  return BLOCKED_LINK_REPLACEMENT;
}
