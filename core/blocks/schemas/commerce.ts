import { colour, link, list, longText, num, oneOf, properties, text, z } from '../schema';
import { PRODUCT_SORTS } from '../types/commerce';

const URL_NAME = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/i;
const URL_NAME_MESSAGE = 'May only contain letters, numbers and dashes';
const CURRENCY_MESSAGE = 'Must be a three-letter currency code';

const urlName = () =>
  z.optional(
    z.nullable(
      z
        .string({ error: URL_NAME_MESSAGE })
        .check(
          z.refine((value: string) => value === '' || URL_NAME.test(value), { error: URL_NAME_MESSAGE }),
        ),
    ),
  );
const currency = () =>
  z.optional(
    z.nullable(z.string({ error: CURRENCY_MESSAGE }).check(z.regex(/^[A-Z]{3}$/, CURRENCY_MESSAGE))),
  );

export const commerceSchemas = {
  productList: properties({
    title: text(),
    collection: urlName(),
    sortBy: oneOf(PRODUCT_SORTS),
    limit: num({ min: 1, max: 48, int: true }),
  }),
  productMockup: properties({
    title: text(),
    image: link(),
    productType: text(100),
    colour: colour(),
    href: link(),
  }),
  customisationCatalog: properties({
    title: text(),
    productTypes: list(
      z.string({ error: 'Must be text' }).check(z.maxLength(100, 'Must contain no more than 100 characters')),
      50,
    ),
    limit: num({ min: 1, max: 48, int: true }),
  }),
  feed: properties({
    title: text(),
    source: oneOf(['instagram', 'blog']),
    limit: num({ min: 1, max: 50, int: true }),
  }),
  priceBreakdown: properties({
    title: text(),
    retailPrice: num({ min: 0, max: 100_000 }),
    baseCost: num({ min: 0, max: 100_000 }),
    currency: currency(),
  }),
  profitPerMonth: properties({
    title: text(),
    salesPerMonth: num({ min: 0, max: 1_000_000, int: true }),
    profitPerSale: num({ min: 0, max: 100_000 }),
    currency: currency(),
  }),
  studioSuggestion: properties({ title: text(), copy: longText(), productType: text(100), href: link() }),
};
