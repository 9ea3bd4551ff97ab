import type { CSSProperties } from 'react';
import { sanitiseHtml } from '../../../core/blocks/sanitise-html';

/**
 * Rich text and HTML blocks: the stored HTML was sanitised on save and is sanitised again here, at render,
 * so markup that reached the database some other way (an older save, a direct edit) still cannot run.
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
  const clean = sanitiseHtml(html);
  if (clean === '') return null;
  return (
    <div
      className={className}
      style={style}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: block HTML is the merchant's markup; sanitiseHtml (an allow-list sanitiser) rewrites it from parsed tokens right here, so no script, handler or unsafe link survives.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
