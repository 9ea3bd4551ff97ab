import { useState } from 'react';
import { data, Link, redirect, useActionData, useFetcher } from 'react-router';
import { basketHintCookie } from '../../core/basket/hint-cookie';
import { basketItemSchema } from '../../core/basket/schemas';
import { colourSlug } from '../../core/catalog';
import { PAGE_MESSAGES } from '../../core/errors/page-messages';
import { parseCurrencyCode } from '../../core/money';
import { productJsonLd } from '../../core/seo';
import { FavouriteButton } from '../components/basket/favourite-button';
import { answerMessage, type FieldErrors } from '../components/forms/form-data';
import { JsonLd } from '../components/json-ld';
import { Price } from '../components/price';
import { ProductGrid } from '../components/product-card';
import { ResponsiveImage } from '../components/responsive-image';
import { formAction } from '../forms/form-action.server';
import { useStore } from '../hooks/use-root-data';
import { fromJsonText, jsonTextFor } from '../json-text';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import type { Route } from './+types/product';

export async function loader({ context, params }: Route.LoaderArgs) {
  if (context.tenant !== 'store' || !context.store) throw data('Not found', { status: 404 });
  const product = await context.services.catalog.productPage(params.product);
  if (!product) {
    const renamed = await context.services.catalog.renamedProduct(params.product);
    if (renamed) throw redirect(`/product/${renamed}/${params.colour ? `${params.colour}/` : ''}`, 301);
    throw data('Product not found', { status: 404 });
  }
  const selected = params.colour
    ? product.colours.find((colour) => colour.slug === colourSlug(params.colour ?? ''))
    : (product.colours.find((colour) => colour.name === product.defaultColour) ?? product.colours[0]);
  if (!selected) throw data('Colour not found', { status: 404 });
  return {
    // As JSON text, made once per shared read (json-text.ts).
    product: jsonTextFor(context.documentTexts, product),
    selectedColour: selected.name,
    storeCurrency: context.store.storeCurrency,
    origin: context.origin,
  };
}

/** Add to basket: the same item schema as the API's; the product is the page's, whatever the form says. */
export const action = formAction({
  guard: ({ context }) => {
    if (context.tenant !== 'store') throw data('Not found', { status: 404 });
  },
  schema: basketItemSchema,
  run: ({ productId: _ignored, variantId: _variant, ...item }, { context, params }) =>
    context.services.basket.add({ item: { ...item, productUrl: params.product ?? '' } }),
  onSuccess: (_added, { context }) =>
    data(
      { ok: true as const, message: 'Added to your basket' },
      { headers: { 'Set-Cookie': basketHintCookie(context.urls.scheme === 'https') } },
    ),
});

export const handle: RouteHandle = {
  breadcrumb: (loaderData) => {
    const product = fromJsonText((loaderData as Awaited<ReturnType<typeof loader>>).product);
    const collection = product.collections[0];
    return [
      ...(collection ? [{ name: collection.name, url: `/collection/${collection.urlName}/` }] : []),
      { name: product.name, url: `/product/${product.urlName}/` },
    ];
  },
};

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  if (!loaderData) return [{ title: PAGE_MESSAGES.notFoundTitle }, { name: 'robots', content: 'noindex' }];
  const { selectedColour } = loaderData;
  const product = fromJsonText(loaderData.product);
  const image = product.colours.find((colour) => colour.name === selectedColour)?.images[0]?.src;
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: `/product/${product.urlName}/`,
    title: product.metaTitle ?? product.name,
    description: product.metaDescription ?? product.description,
    image,
    type: 'product',
  });
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { selectedColour, storeCurrency, origin } = loaderData;
  const product = fromJsonText(loaderData.product);
  const store = useStore();
  const settings = store.themeSettings;
  const fetcher = useFetcher<typeof action>();
  const colour = product.colours.find((candidate) => candidate.name === selectedColour) ?? product.colours[0];
  const [imageIndex, setImageIndex] = useState(0);
  const images = colour?.images ?? [];
  const mainImage = images[Math.min(imageIndex, Math.max(0, images.length - 1))];
  const actionData = useActionData<typeof action>();
  const result = fetcher.data ?? actionData;
  const errors: FieldErrors = result && !result.ok ? result.errors : {};

  // Sanitised by the catalogue when the product was read (domain/catalog getProductPage).
  const description = (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, never in the browser
    <div className="product-description" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
  );
  const currency = parseCurrencyCode(storeCurrency) ?? 'GBP';
  const structured = productJsonLd({
    name: product.name,
    description: product.description,
    images: product.colours.flatMap((candidate) =>
      candidate.images.map((image) => new URL(image.src, origin).href),
    ),
    sku: product.sku,
    brand: store.companyName,
    url: new URL(`/product/${product.urlName}/`, origin).href,
    price: product.price,
    salePrice: product.salePrice,
    currency,
    availability: product.enableAddToCart ? 'InStock' : 'OutOfStock',
    colours: product.colours.map((candidate) => candidate.name),
  });

  return (
    <article className="product-page">
      <div className={`product-gallery thumbnails-${settings.thumbnailsLayout}`}>
        <div className="product-main-image">
          {mainImage ? (
            <ResponsiveImage
              key={mainImage.src}
              src={mainImage.src}
              alt={mainImage.alt}
              focus={mainImage.focus}
              width={1000}
              height={1000}
              ratio={1}
              widths={[384, 640, 800, 1000]}
              sizes="(min-width: 992px) 50vw, 100vw"
              priority
            />
          ) : null}
        </div>
        {images.length > 1 ? (
          <ul className="product-thumbnails">
            {images.map((image, index) => (
              <li key={image.src}>
                <button
                  type="button"
                  aria-label={`Show image ${index + 1}`}
                  aria-pressed={index === imageIndex}
                  onClick={() => setImageIndex(index)}
                >
                  <ResponsiveImage
                    src={image.src}
                    alt=""
                    focus={image.focus}
                    width={120}
                    height={120}
                    ratio={1}
                    widths={[256]}
                    sizes="120px"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="product-details">
        <div className="product-title">
          <h1>{product.name}</h1>
          <FavouriteButton product={{ uuid: product.uuid, name: product.name }} colour={colour?.name} />
        </div>
        <p className="product-price">
          <Price amount={product.price} salePrice={product.salePrice} />
        </p>
        {settings.descriptionPlacement === 'aboveSelectors' ? description : null}

        <fetcher.Form
          method="post"
          className="add-to-basket"
          noValidate
          onSubmit={(event) => {
            if (fetcher.state !== 'idle') event.preventDefault();
          }}
        >
          <input type="hidden" name="productUrl" value={product.urlName} />
          <fieldset className="colour-selector">
            <legend>
              Colour: <strong>{colour?.name}</strong>
            </legend>
            <ul>
              {product.colours.map((candidate) => (
                <li key={candidate.name}>
                  <Link
                    to={`/product/${product.urlName}/${candidate.slug}/`}
                    replace
                    preventScrollReset
                    className="swatch"
                    aria-label={candidate.name}
                    aria-current={candidate.name === colour?.name ? 'true' : undefined}
                    style={{ backgroundColor: candidate.hex }}
                    onClick={() => setImageIndex(0)}
                  />
                </li>
              ))}
            </ul>
            <input type="hidden" name="productColor" value={colour?.name ?? ''} />
          </fieldset>

          <fieldset
            className="size-selector"
            aria-invalid={errors.productSize ? true : undefined}
            aria-describedby={errors.productSize ? 'size-error' : undefined}
          >
            <legend>Size</legend>
            <div className="size-options">
              {(colour?.sizes ?? []).map((size) => (
                <label key={size.size} className="size-option">
                  <input
                    type="radio"
                    name="productSize"
                    value={size.size}
                    data-variant-id={size.variantUuid}
                    disabled={!size.available}
                    required
                  />
                  <span>{size.size}</span>
                </label>
              ))}
            </div>
            {errors.productSize ? (
              <p id="size-error" className="field-error">
                {errors.productSize[0]}
              </p>
            ) : null}
          </fieldset>

          {settings.quantitySelector ? (
            <label className="quantity-field">
              Quantity
              <input
                type="number"
                name="quantity"
                min={1}
                max={999}
                step={1}
                defaultValue={1}
                inputMode="numeric"
              />
              {errors.quantity ? <span className="field-error">{errors.quantity[0]}</span> : null}
            </label>
          ) : (
            <input type="hidden" name="quantity" value="1" />
          )}

          {/* Busy is aria-disabled, not disabled: a disabled button drops the keyboard's focus. */}
          {product.enableAddToCart ? (
            <button
              type="submit"
              className="button button-primary button-block"
              aria-disabled={fetcher.state !== 'idle' || undefined}
            >
              {fetcher.state !== 'idle' ? 'Adding…' : 'Add to basket'}
            </button>
          ) : (
            <p className="field-error">This product cannot be bought right now.</p>
          )}
          <p className="form-status" role="status" aria-live="polite">
            {result?.ok ? (
              <>
                {result.message}. <Link to="/basket/">View basket</Link>
              </>
            ) : result && !result.ok && !errors.productSize && !errors.quantity ? (
              <span className="field-error">{answerMessage(result)}</span>
            ) : null}
          </p>
        </fetcher.Form>
        {product.studioUrl ? (
          <p className="customise-it">
            <Link className="button button-block" to={product.studioUrl}>
              Customise it
            </Link>
            <span>Add your own words or picture in the design studio.</span>
          </p>
        ) : null}

        {settings.descriptionPlacement !== 'aboveSelectors' ? description : null}
      </div>

      <section className="product-community" aria-labelledby="community-title">
        <h2 id="community-title">{settings.communityTitle}</h2>
        <p>{settings.communityEmptySubtitle || `No photos yet: tag ${store.companyName} to share yours.`}</p>
      </section>

      {product.related.length > 0 ? (
        <section className="related-products" aria-labelledby="related-title">
          <h2 id="related-title">You may also like</h2>
          <ProductGrid products={product.related} />
        </section>
      ) : null}
      <JsonLd data={structured} />
    </article>
  );
}
