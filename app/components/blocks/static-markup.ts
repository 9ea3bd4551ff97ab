import { createContext, type ReactNode } from 'react';

/**
 * The HTML of a region that never hydrates, kept under a key that names everything it is rendered from
 * (the server's entry provides it: app/static-markup.server.ts); null when it cannot be had, and the region
 * then renders as any other. The browser has none.
 */
export type StaticMarkup = (key: string, identifierPrefix: string, render: () => ReactNode) => string | null;

export const StaticMarkupContext = createContext<StaticMarkup | null>(null);
