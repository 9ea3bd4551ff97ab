import { createContext, useContext } from 'react';
import { DOCUMENT_TEXTS_ID, type DocumentTexts } from './json-text';

/** The document's JSON texts, which the server provides from the load context (entry.server.tsx). */
export const DocumentTextsContext = createContext<DocumentTexts | null>(null);

/**
 * The script of the document's JSON texts (json-text.ts), rendered after every loader has run. In the browser
 * the context is empty and the element keeps the server's content, which fromJsonText reads. It is never run,
 * but it carries the page's nonce like every other script, so the policy reads the same for all of them.
 */
export function DocumentJsonTexts({ nonce }: { nonce?: string }) {
  const texts = useContext(DocumentTextsContext);
  return (
    <script
      type="application/json"
      id={DOCUMENT_TEXTS_ID}
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON texts of the loaders' values with every `<` escaped (DocumentTexts.script), never run; in the browser it is empty and the server's text stays.
      dangerouslySetInnerHTML={{ __html: texts ? texts.script() : '' }}
    />
  );
}
