import { createContext, useContext } from 'react';

/**
 * The store's theme (its CSS custom properties, a few KB that differ per store and theme preview), inline in
 * the document's head. The server provides the text from the load context (entry.server.tsx), so it is not
 * serialised a second time into the hydration data; in the browser the context is empty and the element
 * keeps the server's content.
 */
export const ThemeCssContext = createContext('');

export function ThemeStylesheet({ nonce }: { nonce: string | undefined }) {
  const css = useContext(ThemeCssContext);
  return (
    <style
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS custom properties resolved by core/theme from validated theme values, never markup; in the browser it is empty and the server's text stays.
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}
