import { LIMITS } from '../../constants/limits';
import { defineBlockType, PLATFORM } from '../registry';

export const PRODUCT_SORTS = [
  'bestsellerOrder',
  'new-in',
  'price-low-high',
  'price-high-low',
  'name',
] as const;
export const productList = defineBlockType({
  name: 'productList',
  title: 'Product list',
  defaults: { title: '', collection: '', sortBy: 'bestsellerOrder', limit: LIMITS.productListLimit },
});

export const productMockup = defineBlockType({
  name: 'productMockup',
  title: 'Product mockup',
  size: 6,
  defaults: { title: '', image: '', productType: '', colour: '', href: '' },
});

export const customisationCatalog = defineBlockType({
  name: 'customisationCatalog',
  title: 'Customisation catalogue',
  defaults: { title: '', productTypes: [] as string[], limit: 12 },
});

/** feed: recent Instagram or blog posts. */
export const feed = defineBlockType({
  name: 'feed',
  title: 'Feed',
  defaults: { title: '', source: 'instagram', limit: LIMITS.instagramLimit },
});

/** priceBreakdown: retail price, base cost and the profit between them (major units). */
export const priceBreakdown = defineBlockType({
  name: 'priceBreakdown',
  title: 'Price breakdown',
  compatibility: PLATFORM,
  defaults: { title: '', retailPrice: 25, baseCost: 10, currency: 'GBP' },
});

/** profitPerMonth: a calculator of monthly profit from sales per month and profit per sale. */
export const profitPerMonth = defineBlockType({
  name: 'profitPerMonth',
  title: 'Profit per month',
  compatibility: PLATFORM,
  defaults: { title: '', salesPerMonth: 50, profitPerSale: 10, currency: 'GBP' },
});

export const studioSuggestion = defineBlockType({
  name: 'studioSuggestion',
  title: 'Studio suggestion',
  compatibility: PLATFORM,
  defaults: { title: '', copy: '', productType: '', href: '/studio/' },
});
