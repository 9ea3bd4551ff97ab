import { useId, useState } from 'react';
import type { PreviewPage } from '../../../../domain/theme-admin';

interface PreviewFrameProps {
  /** The store's own origin: the frame shows its real pages. */
  origin: string;
  pages: readonly PreviewPage[];
  /** The signed preview; none yet: the frame waits. */
  link: { param: string; token: string } | undefined;
  /** What is previewed, for the frame's title: 'Charcoal', 'your changes'. */
  subject: string;
  loading: boolean;
}

/** The store's home, a collection or a product page in a draft theme, in a frame of the store's origin. */
export function PreviewFrame({ origin, pages, link, subject, loading }: PreviewFrameProps) {
  const [path, setPath] = useState(pages[0]?.path ?? '/');
  const selectId = useId();
  const src = link ? `${origin}${path}?${link.param}=${encodeURIComponent(link.token)}` : undefined;
  return (
    <div className="theme-preview" aria-busy={loading || undefined}>
      <div className="theme-preview-bar">
        <label htmlFor={selectId}>Page to preview</label>
        <select id={selectId} value={path} onChange={(event) => setPath(event.target.value)}>
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.label}
            </option>
          ))}
        </select>
        <span className="theme-preview-state" role="status">
          {loading ? 'Updating the preview…' : link ? '' : 'The preview starts once the page has loaded.'}
        </span>
      </div>
      {src ? (
        <iframe className="theme-preview-frame" src={src} title={`Preview of ${subject} on your store`} />
      ) : (
        <div className="theme-preview-frame theme-preview-empty" />
      )}
    </div>
  );
}
