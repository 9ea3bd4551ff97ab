import type { DesignDocument } from '../../../core/design';
import { imageUrl } from '../../../core/images';
import { Price } from '../../components/price';
import type { StudioColour, StudioProduct } from '../studio-product';

interface Props {
  product: StudioProduct;
  products: readonly StudioProduct[];
  colour: StudioColour | null;
  document: DesignDocument;
  onColour(name: string): void;
  onProduct(product: StudioProduct): void;
}

/** Choose the base product and its colour; the canvas shows the colour at once. */
export function ProductPanel({ product, products, colour, onColour, onProduct }: Props) {
  return (
    <div className="studio-product-panel">
      <fieldset className="studio-fieldset">
        <legend>Product</legend>
        <ul className="studio-product-list">
          {products.map((candidate) => (
            <li key={candidate.customiseIt}>
              <button
                type="button"
                className="studio-product-choice"
                aria-pressed={candidate.customiseIt === product.customiseIt}
                onClick={() => onProduct(candidate)}
              >
                {candidate.thumbnail ? (
                  <img
                    src={imageUrl(candidate.thumbnail, { width: 112, height: 112 })}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                  />
                ) : null}
                <span className="studio-product-name">{candidate.name}</span>
                <span className="studio-product-price">
                  from <Price amount={candidate.price} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="studio-fieldset">
        <legend>
          Colour: <strong data-testid="studio-colour-name">{colour?.name}</strong>
        </legend>
        <div className="studio-swatches">
          {product.colours.map((candidate) => (
            <label key={candidate.name} className="studio-swatch" title={candidate.name}>
              <input
                type="radio"
                name="studio-colour"
                value={candidate.name}
                checked={candidate.name === colour?.name}
                onChange={() => onColour(candidate.name)}
                aria-label={candidate.name}
              />
              <span style={{ backgroundColor: candidate.hex }} />
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
