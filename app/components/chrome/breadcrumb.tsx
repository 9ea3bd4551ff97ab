import { breadcrumbJsonLd } from '../../../core/seo';
import type { Crumb } from '../../route-handle';
import { JsonLd } from '../json-ld';
import { StoreLink } from '../navigation/store-link';

/** The breadcrumb on wide screens, with its BreadcrumbList structured data. */
export function Breadcrumb({ crumbs, origin }: { crumbs: Crumb[]; origin: string }) {
  if (crumbs.length < 2) return null;
  const structured = breadcrumbJsonLd(
    crumbs.map((crumb) => ({ name: crumb.name, url: new URL(crumb.url, origin).href })),
  );
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.url}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <StoreLink to={crumb.url}>{crumb.name}</StoreLink>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={structured} />
    </nav>
  );
}
