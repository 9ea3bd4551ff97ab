import type { ProductSummary } from '../../domain/catalog';
import { Price } from './price';

export function ProductCard(props: { product: ProductSummary; storeCurrency: string; currency: string }) {
  const { product, storeCurrency, currency } = props;
  return (
    <li className="product-card">
      <a href={`/product/${product.urlName}/`}>
        <div className="product-image">
          {product.image ? (
            <img
              src={product.image}
              alt={product.imageAlt}
              width={500}
              height={500}
              loading="lazy"
              decoding="async"
            />
          ) : null}
        </div>
        <h3 className="product-name">{product.name}</h3>
      </a>
      <Price
        amount={product.price}
        salePrice={product.salePrice}
        storeCurrency={storeCurrency}
        currency={currency}
      />
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
