import { useRouteLoaderData } from 'react-router';
import { jsonLdScript } from '../../core/seo';
import type { loader } from '../root';

/**
 * Structured data for search engines. jsonLdScript escapes '<', '>', '&' and the line separators, so the
 * content can never close the script element; it is a data block, never executed. It still carries the
 * document's CSP nonce, like every script element of the page.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useRouteLoaderData<typeof loader>('root')?.nonce;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the only way to emit a JSON-LD block; escaped by jsonLdScript.
      dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }}
    />
  );
}
