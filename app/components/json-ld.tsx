import { jsonLdScript } from '../../core/seo';

/**
 * Structured data for search engines. jsonLdScript escapes '<', '>', '&' and the line separators, so the
 * content can never close the script element; it is a data block, never executed.
 */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the only way to emit a JSON-LD block; escaped by jsonLdScript.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
