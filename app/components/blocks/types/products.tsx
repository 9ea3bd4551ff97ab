import { LIMITS } from '../../../../core/constants/limits';
import { ProductGrid } from '../../product-card';
import { type BlockComponentProps, useBlockContext } from '../context';
import { BlockImage, BlockLink, EmptyBlock, list, num, safeSrc, str } from '../shared';

function limitOf(value: unknown, fallback: number): number {
  return Math.max(1, Math.round(num(value, fallback)));
}

/** Product list: the products the server chose for it (sorted by bestsellerOrder, 4 by default). */
export function ProductListBlock({ block, properties: p, first }: BlockComponentProps) {
  const { data } = useBlockContext();
  const products = (data.products?.[block.uid] ?? []).slice(0, limitOf(p.limit, LIMITS.productListLimit));
  const title = str(p.title).trim();
  const collection = str(p.collection).trim();
  if (products.length === 0) return <EmptyBlock title="Product list" hint="No products to show yet." />;
  return (
    <section className="block-products">
      {title !== '' ? <h2 className="block-heading">{title}</h2> : null}
      <ProductGrid products={[...products]} priorityCount={first ? 2 : 0} label={title || 'Products'} />
      {/^[a-z0-9-]+$/i.test(collection) ? (
        <p className="block-more">
          <BlockLink href={`/collection/${collection}/`} className="button button-secondary">
            View all
          </BlockLink>
        </p>
      ) : null}
    </section>
  );
}

/** Customisation catalogue: products shoppers can customise, as the server resolved them; else the product types. */
export function CustomisationCatalogBlock({ block, properties: p }: BlockComponentProps) {
  const { data } = useBlockContext();
  const products = (data.products?.[block.uid] ?? []).slice(0, limitOf(p.limit, 12));
  const title = str(p.title).trim();
  const types = list(p.productTypes).filter(
    (type): type is string => typeof type === 'string' && type.trim() !== '',
  );
  if (products.length === 0 && types.length === 0) {
    return <EmptyBlock title="Customisation catalogue" hint="No customisable products yet." />;
  }
  return (
    <section className="block-products">
      {title !== '' ? <h2 className="block-heading">{title}</h2> : null}
      {products.length > 0 ? (
        <ProductGrid products={[...products]} label={title || 'Customisable products'} />
      ) : (
        <ul className="block-chips">
          {types.map((type) => (
            <li key={type}>
              <BlockLink href={`/studio/?type=${encodeURIComponent(type)}`} className="block-chip">
                {type}
              </BlockLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Feed: recent Instagram posts (images) or blog posts (cards), as the server resolved them. */
export function FeedBlock({ block, properties: p }: BlockComponentProps) {
  const { data } = useBlockContext();
  const blog = p.source === 'blog';
  const records = ((blog ? data.posts : data.images)?.[block.uid] ?? []).slice(
    0,
    limitOf(p.limit, LIMITS.instagramLimit),
  );
  const title = str(p.title).trim();
  if (records.length === 0) return <EmptyBlock title="Feed" hint="No posts to show yet." />;
  return (
    <section className={`block-feed feed-${blog ? 'blog' : 'instagram'}`}>
      {title !== '' ? <h2 className="block-heading">{title}</h2> : null}
      <ul className="feed-list">
        {records.map((entry, index) => {
          const image = safeSrc(entry.image ?? entry.src);
          const text = str(entry.title ?? entry.caption ?? entry.name).trim();
          const href = str(entry.url ?? entry.href).trim();
          return (
            <li key={String(entry.id ?? index)} className="feed-item">
              <BlockLink href={href} label={blog || text === '' ? undefined : text} className="feed-link">
                <BlockImage
                  src={image}
                  alt={blog ? '' : text}
                  ratio={1}
                  sizes="(min-width: 768px) 25vw, 50vw"
                />
                {blog && text !== '' ? <h3 className="feed-title">{text}</h3> : null}
              </BlockLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
