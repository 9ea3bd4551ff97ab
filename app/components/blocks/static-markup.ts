import { createContext, type ReactNode } from 'react';

/**
 * The HTML of a region, kept under a key that names everything it is rendered from (the server's entry
 * provides it: app/static-markup.server.ts); null when it cannot be had, and the region then renders as any
 * other. The browser has none. A region that never hydrates is plain markup; one that `hydrates` keeps
 * the markers React's hydration reads (between adjacent texts, around suspense boundaries), so that the
 * browser hydrates it as if it had been rendered in place.
 */
export type StaticMarkup = (
  key: string,
  identifierPrefix: string,
  render: () => ReactNode,
  options?: { hydrates?: boolean },
) => string | null;

export const StaticMarkupContext = createContext<StaticMarkup | null>(null);
