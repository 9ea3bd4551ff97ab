import { createContext, useContext } from 'react';

/**
 * The stylesheet, inlined in every document. The server provides its text (entry.server.tsx); in the browser
 * the context is empty and the element keeps the server's content, so the CSS never ships inside JavaScript.
 */
export const StylesheetContext = createContext('');

export function InlineStylesheet({ nonce }: { nonce: string | undefined }) {
  const css = useContext(StylesheetContext);
  return (
    <style
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, never user content; in the browser it is empty and the server's text stays.
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}
