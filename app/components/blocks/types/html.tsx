import type { BlockComponentProps } from '../context';
import { SanitisedHtml } from '../sanitised-html';
import { EmptyBlock, str } from '../shared';

/** HTML: the merchant's markup, sanitised again at render (it was sanitised on save too). */
export function HtmlBlock({ properties: p }: BlockComponentProps) {
  if (str(p.html).trim() === '') return <EmptyBlock title="HTML" hint="Add some HTML." />;
  return <SanitisedHtml className="block-html" html={p.html} />;
}
