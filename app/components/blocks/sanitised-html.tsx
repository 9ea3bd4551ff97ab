import type { CSSProperties } from 'react';

/**
 * Rich text and HTML blocks. The HTML was sanitised on save and is sanitised again on the server whenever a
 * page is read for a browser (domain/storefront-pages), so markup that reached the database some other way
 * (an older save, a direct edit) still cannot run; the browser never ships a sanitiser (decision 0008).
 */
export function SanitisedHtml({
  html,
  className,
  style,
}: {
  html: unknown;
  className?: string;
  style?: CSSProperties;
}) {
  if (typeof html !== 'string' || html === '') return null;
  return (
    <div
      className={className}
      style={style}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: block HTML reaches the browser only through loadStorefrontPage, which sanitises it with core/blocks/sanitise-html (sanitize-html, an allow-list) on the server, so no script, handler or unsafe link survives.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
