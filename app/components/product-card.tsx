import type { ProductSummary } from '../../domain/catalog';
import { FavouriteButton } from './basket/favourite-button';
import { StoreLink } from './navigation/store-link';
import { Price } from './price';
import { ResponsiveImage } from './responsive-image';

const CARD_SIZES = '(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw';
const CARD_WIDTHS = [256, 384, 512, 768, 1000];

export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  return (
    <li className="product-card">
      <StoreLink to={`/product/${product.urlName}/`} prefetch="intent">
        <div className="product-image">
          {product.image ? (
            <ResponsiveImage
              src={product.image}
              alt={product.imageAlt}
              {...(product.imageFocus ? { focus: product.imageFocus } : {})}
              width={500}
              height={500}
              ratio={1}
              widths={CARD_WIDTHS}
              sizes={CARD_SIZES}
              priority={priority}
            />
          ) : null}
          {product.salePrice !== null && product.salePrice < product.price ? (
            <span className="sale-badge">Sale</span>
          ) : null}
        </div>
        <h3 className="product-name">{product.name}</h3>
      </StoreLink>
      <FavouriteButton
        product={{ uuid: product.uuid, name: product.name }}
        className="product-card-favourite"
      />
      <Price amount={product.price} salePrice={product.salePrice} />
      {product.colours.length > 1 ? (
        <ul className="swatches" aria-label={`${product.colours.length} colours`}>
          {product.colours.map((colour) => (
            <li key={colour.name} title={colour.name} style={{ backgroundColor: colour.hex }} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Product grids: 2 columns on extra small screens, 3 from md, 4 from lg (§9). */
export function ProductGrid({
  products,
  label,
  priorityCount = 0,
}: {
  products: ProductSummary[];
  label?: string;
  priorityCount?: number;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priority={index < priorityCount} />
      ))}
    </ul>
  );
}
