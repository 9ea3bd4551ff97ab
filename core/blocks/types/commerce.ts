import { LIMITS } from '../../constants/limits';
import { defineBlockType, PLATFORM } from '../registry';
import { colour, link, list, longText, num, oneOf, properties, text, z } from '../schema';

export const PRODUCT_SORTS = [
  'bestsellerOrder',
  'new-in',
  'price-low-high',
  'price-high-low',
  'name',
] as const;
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

export const productList = defineBlockType({
  name: 'productList',
  title: 'Product list',
  defaults: { title: '', collection: '', sortBy: 'bestsellerOrder', limit: LIMITS.productListLimit },
  schema: properties({
    title: text(),
    collection: urlName(),
    sortBy: oneOf(PRODUCT_SORTS),
    limit: num({ min: 1, max: 48, int: true }),
  }),
});

export const productMockup = defineBlockType({
  name: 'productMockup',
  title: 'Product mockup',
  size: 6,
  defaults: { title: '', image: '', productType: '', colour: '', href: '' },
  schema: properties({
    title: text(),
    image: link(),
    productType: text(100),
    colour: colour(),
    href: link(),
  }),
});

export const customisationCatalog = defineBlockType({
  name: 'customisationCatalog',
  title: 'Customisation catalogue',
  defaults: { title: '', productTypes: [] as string[], limit: 12 },
  schema: properties({
    title: text(),
    productTypes: list(
      z.string({ error: 'Must be text' }).check(z.maxLength(100, 'Must contain no more than 100 characters')),
      50,
    ),
    limit: num({ min: 1, max: 48, int: true }),
  }),
});

/** feed: recent Instagram or blog posts. */
export const feed = defineBlockType({
  name: 'feed',
  title: 'Feed',
  defaults: { title: '', source: 'instagram', limit: LIMITS.instagramLimit },
  schema: properties({
    title: text(),
    source: oneOf(['instagram', 'blog']),
    limit: num({ min: 1, max: 50, int: true }),
  }),
});

/** priceBreakdown: retail price, base cost and the profit between them (major units). */
export const priceBreakdown = defineBlockType({
  name: 'priceBreakdown',
  title: 'Price breakdown',
  compatibility: PLATFORM,
  defaults: { title: '', retailPrice: 25, baseCost: 10, currency: 'GBP' },
  schema: properties({
    title: text(),
    retailPrice: num({ min: 0, max: 100_000 }),
    baseCost: num({ min: 0, max: 100_000 }),
    currency: currency(),
  }),
});

/** profitPerMonth: a calculator of monthly profit from sales per month and profit per sale. */
export const profitPerMonth = defineBlockType({
  name: 'profitPerMonth',
  title: 'Profit per month',
  compatibility: PLATFORM,
  defaults: { title: '', salesPerMonth: 50, profitPerSale: 10, currency: 'GBP' },
  schema: properties({
    title: text(),
    salesPerMonth: num({ min: 0, max: 1_000_000, int: true }),
    profitPerSale: num({ min: 0, max: 100_000 }),
    currency: currency(),
  }),
});

export const studioSuggestion = defineBlockType({
  name: 'studioSuggestion',
  title: 'Studio suggestion',
  compatibility: PLATFORM,
  defaults: { title: '', copy: '', productType: '', href: '/studio/' },
  schema: properties({ title: text(), copy: longText(), productType: text(100), href: link() }),
});
