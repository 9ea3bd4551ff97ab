import { type CurrencyCode, money, toDecimal } from '../money';
import { htmlToText } from './text';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

const CONTEXT = 'https://schema.org';

export type Availability =
  | 'InStock'
  | 'OutOfStock'
  | 'PreOrder'
  | 'BackOrder'
  | 'LimitedAvailability'
  | 'Discontinued';

export interface ProductVariantOffer {
  sku: string;
  /** Integer minor units of the product's currency. */
  price: number;
  salePrice?: number | null;
  availability?: Availability;
}

export interface ProductJsonLdInput {
  name: string;
  /** Plain text or HTML; stripped to text. */
  description: string;
  /** Absolute image URLs. */
  images: readonly string[];
  sku: string;
  brand: string;
  /** The product page's canonical URL. */
  url: string;
  /** Integer minor units of `currency`. */
  price: number;
  /** The sale price when the product is on sale (only used when below `price`). */
  salePrice?: number | null;
  currency: CurrencyCode;
  availability: Availability;
  colours?: readonly string[];
  /** Purchasable variants; when their prices differ the offer is an AggregateOffer across them. */
  variants?: readonly ProductVariantOffer[];
}

function effectivePrice(price: number, salePrice: number | null | undefined): number {
  return salePrice !== null && salePrice !== undefined && salePrice < price ? salePrice : price;
}

function decimal(amount: number, currency: CurrencyCode): string {
  return toDecimal(money(amount, currency));
}

function availabilityUrl(availability: Availability): string {
  return `${CONTEXT}/${availability}`;
}

function productOffer(input: ProductJsonLdInput): JsonObject {
  const { currency } = input;
  const variantPrices = (input.variants ?? []).map((variant) =>
    effectivePrice(variant.price, variant.salePrice),
  );
  if (new Set(variantPrices).size > 1) {
    const variants = input.variants ?? [];
    const inStock = variants.some((variant) => (variant.availability ?? input.availability) === 'InStock');
    return {
      '@type': 'AggregateOffer',
      url: input.url,
      priceCurrency: currency,
      lowPrice: decimal(Math.min(...variantPrices), currency),
      highPrice: decimal(Math.max(...variantPrices), currency),
      offerCount: variants.length,
      availability: availabilityUrl(inStock ? 'InStock' : input.availability),
    };
  }
  const [first] = input.variants ?? [];
  const regular = first ? first.price : input.price;
  const current = first
    ? effectivePrice(first.price, first.salePrice)
    : effectivePrice(input.price, input.salePrice);
  const offer: JsonObject = {
    '@type': 'Offer',
    url: input.url,
    priceCurrency: currency,
    price: decimal(current, currency),
    availability: availabilityUrl(input.availability),
    itemCondition: `${CONTEXT}/NewCondition`,
  };
  if (current < regular) {
    offer.priceSpecification = {
      '@type': 'UnitPriceSpecification',
      priceType: `${CONTEXT}/StrikethroughPrice`,
      price: decimal(regular, currency),
      priceCurrency: currency,
    };
  }
  return offer;
}

/** schema.org Product with an Offer, or an AggregateOffer when its variants are priced differently. */
export function productJsonLd(input: ProductJsonLdInput): JsonObject {
  const data: JsonObject = {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    url: input.url,
    brand: { '@type': 'Brand', name: input.brand },
  };
  const description = htmlToText(input.description);
  if (description) data.description = description;
  if (input.images.length > 0) data.image = [...input.images];
  const colours = (input.colours ?? []).filter((colour) => colour.trim() !== '');
  if (colours.length === 1 && colours[0] !== undefined) data.color = colours[0];
  else if (colours.length > 1) data.color = colours;
  data.offers = productOffer(input);
  return data;
}

export interface ItemListEntry {
  url: string;
  name: string;
  image?: string | null;
  /** 1-based; the entry's place in the list when absent. */
  position?: number;
}

/** schema.org ItemList, e.g. for a dynamic product grid. */
export function itemListJsonLd(items: readonly ItemListEntry[]): JsonObject {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => {
      const element: JsonObject = {
        '@type': 'ListItem',
        position: item.position ?? index + 1,
        url: item.url,
        name: item.name,
      };
      if (item.image) element.image = item.image;
      return element;
    }),
  };
}

export interface Breadcrumb {
  name: string;
  url: string;
}

/** schema.org BreadcrumbList, positions from 1. */
export function breadcrumbJsonLd(crumbs: readonly Breadcrumb[]): JsonObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface FaqEntry {
  question: string;
  /** HTML or text; stripped to text. */
  answer: string;
}

/** schema.org FAQPage from expandable blocks; entries whose question or answer is empty are left out. */
export function faqJsonLd(questions: readonly FaqEntry[]): JsonObject {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: questions
      .map((entry) => ({ question: htmlToText(entry.question), answer: htmlToText(entry.answer) }))
      .filter((entry) => entry.question !== '' && entry.answer !== '')
      .map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
  };
}

export interface OrganizationJsonLdInput {
  name: string;
  url: string;
  logo?: string | null;
}

/** schema.org Organization: the store. */
export function organizationJsonLd({ name, url, logo }: OrganizationJsonLdInput): JsonObject {
  const data: JsonObject = { '@context': CONTEXT, '@type': 'Organization', name, url };
  if (logo) data.logo = logo;
  return data;
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for the body of a `<script type="application/ld+json">`: '<', '>', '&', U+2028 and U+2029 are
 * written as \uXXXX escapes, so no '</script', '<!--' or entity can appear and the JSON reads back the same.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data) ?? 'null';
  return json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
