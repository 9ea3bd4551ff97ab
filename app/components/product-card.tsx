import { type ContextType, type ReactNode, useContext } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useLocation } from 'react-router';
import type { ProductSummary } from '../../domain/catalog';
import { sharedValueId } from '../json-text';
import { FavouriteButton, FavouriteForm, FormOnServer } from './basket/favourite-button';
import { useFavourites } from './basket/use-favourites';
import { RenderedAlone, type RootDataOfBlocks, useRootDataOfBlocks } from './blocks/rendered-alone';
import { type StaticMarkup, StaticMarkupContext } from './blocks/static-markup';
import { StoreLink } from './navigation/store-link';
import { Price } from './price';
import { ResponsiveImage } from './responsive-image';

const CARD_SIZES = '(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw';
const CARD_WIDTHS = [256, 384, 512, 768, 1000];

/** What a card holds: its link, picture, name, heart, price and colours (the heart is given). */
function ProductCardContents({
  product,
  priority,
  favourite,
}: {
  product: ProductSummary;
  priority: boolean;
  favourite: ReactNode;
}) {
  return (
    <>
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
      {favourite}
      <Price amount={product.price} salePrice={product.salePrice} />
      {product.colours.length > 1 ? (
        <ul className="swatches" aria-label={`${product.colours.length} colours`}>
          {product.colours.map((colour) => (
            <li key={colour.name} title={colour.name} style={{ backgroundColor: colour.hex }} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const markup = useContext(StaticMarkupContext);
  // import.meta.env.SSR is a constant of each build: the browser's chunk leaves KeptProductCard out. A
  // priority card preloads its picture from the page's head, which a render on its own cannot do.
  if (import.meta.env.SSR && markup && !priority)
    return <KeptProductCard product={product} markup={markup} />;
  return <ProductCardInPlace product={product} priority={priority} />;
}

function ProductCardInPlace({ product, priority }: { product: ProductSummary; priority: boolean }) {
  return (
    <li className="product-card">
      <ProductCardContents
        product={product}
        priority={priority}
        favourite={
          <FavouriteButton
            product={{ uuid: product.uuid, name: product.name }}
            className="product-card-favourite"
          />
        }
      />
    </li>
  );
}

/** What a card is rendered from besides the product: the currencies and the heart's state. */
interface CardFacts {
  rootData: RootDataOfBlocks;
  favourites: { active: boolean; pending: boolean; redirectTo: string } | null;
}

/** The card's contents, rendered with nothing but the product and its facts (null: render it in the page). */
function keptCardHtml(
  markup: StaticMarkup,
  product: ProductSummary,
  facts: CardFacts,
  navigation: ContextType<typeof NavigationContext>,
): string | null {
  // A product read back from JSON text is named by its id: the same object, the same product.
  const productId = sharedValueId(product);
  const key =
    productId === undefined
      ? JSON.stringify(['product-card', product, facts])
      : `product-card ${productId} ${JSON.stringify(facts)}`;
  const { favourites } = facts;
  return markup(
    key,
    '',
    () => (
      <RenderedAlone navigation={navigation} rootData={facts.rootData}>
        <ProductCardContents
          product={product}
          priority={false}
          favourite={
            favourites ? (
              <FavouriteForm
                Form={FormOnServer}
                product={{ uuid: product.uuid, name: product.name }}
                className="product-card-favourite"
                active={favourites.active}
                pending={favourites.pending}
                redirectTo={favourites.redirectTo}
                failure={null}
              />
            ) : null
          }
        />
      </RenderedAlone>
    ),
    { hydrates: true },
  );
}

/**
 * On the server: the card's contents rendered on their own and kept, keyed by the product and everything
 * else they read; the browser hydrates them as if rendered in place (product-card.test.tsx checks the
 * bytes are the page's). A collection's cards are most of its elements, and the same for every shopper
 * who sees the same currency and hearts.
 */
function KeptProductCard({ product, markup }: { product: ProductSummary; markup: StaticMarkup }) {
  const navigation = useContext(NavigationContext);
  const rootData = useRootDataOfBlocks();
  const favourites = useFavourites();
  const location = useLocation();
  const html =
    navigation.basename === '/'
      ? keptCardHtml(
          markup,
          product,
          {
            rootData,
            favourites: favourites.enabled
              ? {
                  active: favourites.has(product.uuid),
                  pending: favourites.isPending(product.uuid),
                  redirectTo: `${location.pathname}${location.search}`,
                }
              : null,
          },
          navigation,
        )
      : null;
  if (html === null) return <ProductCardInPlace product={product} priority={false} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the card's own HTML, rendered by React from the product.
  return <li className="product-card" dangerouslySetInnerHTML={{ __html: html }} />;
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
