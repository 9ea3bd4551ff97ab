import { Link } from 'react-router';

/** Previous and next links under a back-office list, and where the list is; nothing for a single page. */
export function AtlasPager({
  page,
  pages,
  href,
  className = 'atlas-pages',
}: {
  page: number;
  pages: number;
  /** The list's address at another page (its filters kept). */
  href: (page: number) => string;
  className?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className={className}>
      {page > 1 ? <Link to={href(page - 1)}>Previous page</Link> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={href(page + 1)}>Next page</Link> : null}
    </nav>
  );
}
