import { use } from 'react';
import type { BlockComponent, BlockComponentProps } from './context';
import { Banner } from './types/banner';
import { Expandable } from './types/expandable';
import { MailContactFormBlock, NewsletterSubscribeBlock, RemillReturnBlock } from './types/forms';
import { CarouselBlock, GridBlock, RowBlock } from './types/layout';
import { CustomisationCatalogBlock, FeedBlock, ProductListBlock } from './types/products';
import { Slideshow } from './types/slideshow';

/**
 * The block types a storefront page hydrates most (they have behaviour of their own: static-blocks.ts),
 * shipped with the block renderer: as chunks of their own they cost a page more (each file compressed
 * alone, one more request each) than they saved the pages without them.
 */
const WITH_THE_RENDERER: Readonly<Record<string, BlockComponent>> = {
  banner: Banner,
  slide: Banner,
  slideshow: Slideshow,
  carousel: CarouselBlock,
  grid: GridBlock,
  row: RowBlock,
  expandable: Expandable,
  productList: ProductListBlock,
  feed: FeedBlock,
  customisationCatalog: CustomisationCatalogBlock,
  newsletterSubscribe: NewsletterSubscribeBlock,
  mailContactForm: MailContactFormBlock,
  remillReturn: RemillReturnBlock,
};

/**
 * Every other type's component, fetched when a block of that type first renders in the browser: the
 * static types (their server HTML is kept as it is: StaticBlockFrame), the dashboard's and the rare ones.
 * Types that share a file (types/platform.tsx) share a chunk. every-block-type.ts is the eager counterpart
 * (the server, the page editor).
 */
const BLOCK_MODULES: Readonly<Record<string, () => Promise<BlockComponent>>> = {
  placeholder: () => import('./types/placeholder').then((module) => module.PlaceholderBlock),
  action: () => import('./types/action').then((module) => module.ActionBlock),
  appIcon: () => import('./types/platform').then((module) => module.AppIconBlock),
  badge: () => import('./types/platform').then((module) => module.BadgeBlock),
  badgeProgress: () => import('./types/platform').then((module) => module.BadgeProgressBlock),
  banner: () => import('./types/banner').then((module) => module.Banner),
  button: () => import('./types/button').then((module) => module.ButtonBlock),
  carousel: () => import('./types/layout').then((module) => module.CarouselBlock),
  feature: () => import('./types/content').then((module) => module.FeatureBlock),
  feed: () => import('./types/products').then((module) => module.FeedBlock),
  gate: () => import('./types/engagement').then((module) => module.GateBlock),
  graph: () => import('./types/platform').then((module) => module.GraphBlock),
  grid: () => import('./types/layout').then((module) => module.GridBlock),
  iframe: () => import('./types/iframe').then((module) => module.IframeBlock),
  image: () => import('./types/image').then((module) => module.ImageBlock),
  pod: () => import('./types/pod').then((module) => module.PodBlock),
  productList: () => import('./types/products').then((module) => module.ProductListBlock),
  productMockup: () => import('./types/commerce').then((module) => module.ProductMockupBlock),
  quote: () => import('./types/quote').then((module) => module.QuoteBlock),
  row: () => import('./types/layout').then((module) => module.RowBlock),
  slide: () => import('./types/banner').then((module) => module.Banner),
  slideshow: () => import('./types/slideshow').then((module) => module.Slideshow),
  socials: () => import('./types/content').then((module) => module.SocialsBlock),
  spacer: () => import('./types/spacer').then((module) => module.SpacerBlock),
  storeHidden: () => import('./types/engagement').then((module) => module.StoreHiddenBlock),
  text: () => import('./types/text').then((module) => module.TextBlock),
  youtube: () => import('./types/youtube').then((module) => module.YoutubeBlock),
  expandable: () => import('./types/expandable').then((module) => module.Expandable),
  proBenefits: () => import('./types/platform').then((module) => module.ProBenefitsBlock),
  remillReturn: () => import('./types/forms').then((module) => module.RemillReturnBlock),
  newsletterSubscribe: () => import('./types/forms').then((module) => module.NewsletterSubscribeBlock),
  card: () => import('./types/card').then((module) => module.CardBlock),
  announcement: () => import('./types/announcement').then((module) => module.AnnouncementBlock),
  announcementV2: () => import('./types/announcement').then((module) => module.AnnouncementV2Block),
  summary: () => import('./types/platform').then((module) => module.SummaryBlock),
  interactions: () => import('./types/platform').then((module) => module.InteractionsBlock),
  mailContactForm: () => import('./types/forms').then((module) => module.MailContactFormBlock),
  priceBreakdown: () => import('./types/commerce').then((module) => module.PriceBreakdownBlock),
  profitPerMonth: () => import('./types/commerce').then((module) => module.ProfitPerMonthBlock),
  studioSuggestion: () => import('./types/commerce').then((module) => module.StudioSuggestionBlock),
  affiliateAttribution: () => import('./types/platform').then((module) => module.AffiliateAttributionBlock),
  affiliateSettings: () => import('./types/platform').then((module) => module.AffiliateSettingsBlock),
  affiliateStats: () => import('./types/platform').then((module) => module.AffiliateStatsBlock),
  taglets: () => import('./types/content').then((module) => module.TagletsBlock),
  tag: () => import('./types/content').then((module) => module.TagBlock),
  liveChat: () => import('./types/engagement').then((module) => module.LiveChatBlock),
  customisationCatalog: () => import('./types/products').then((module) => module.CustomisationCatalogBlock),
  html: () => import('./types/html').then((module) => module.HtmlBlock),
};

export const LOADABLE_BLOCK_TYPES: readonly string[] = Object.keys(BLOCK_MODULES);

const loaded = new Map<string, BlockComponent>(Object.entries(WITH_THE_RENDERER));

type Loading = Promise<BlockComponent> & { status?: 'fulfilled'; value?: BlockComponent };

const loading = new Map<string, Loading>();

/** Components already in hand (every-block-type.ts): their types render without waiting. */
export function provideBlockComponents(components: Readonly<Record<string, BlockComponent>>): void {
  for (const [type, component] of Object.entries(components)) loaded.set(type, component);
}

/** A type's component, its chunk fetched once (again after a failure, by the next render that needs it). */
export function loadBlockComponent(type: string): Loading {
  let promise = loading.get(type);
  if (!promise) {
    const started: Loading = (BLOCK_MODULES[type] as () => Promise<BlockComponent>)().then(
      (component) => {
        loaded.set(type, component);
        // Marked as React marks a settled promise: a render that reads it now does not wait.
        started.status = 'fulfilled';
        started.value = component;
        return component;
      },
      (error: unknown) => {
        loading.delete(type);
        throw error;
      },
    );
    loading.set(type, started);
    promise = started;
  }
  return promise;
}

const ready: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
const batches = new Map<string, Promise<void>>();

/**
 * Starts loading the components of these types (unknown types are ignored). Answers a promise that is
 * settled (and marked so, for use()) once all of them are in or have failed; the same promise for the
 * same types. A type whose chunk failed is left to its blocks: each tries again, and is hidden and logged
 * (RenderedBlock) when that fails too, while the rest of the page renders.
 */
export function loadBlockTypes(types: Iterable<string>): Promise<void> {
  const missing = [...new Set(types)].filter((type) => !loaded.has(type) && type in BLOCK_MODULES).sort();
  if (missing.length === 0) return ready;
  const key = missing.join(' ');
  let batch = batches.get(key);
  if (!batch) {
    const started = Promise.all(missing.map((type) => loadBlockComponent(type).catch(() => undefined))).then(
      () => {
        Object.assign(started, { status: 'fulfilled' });
        batches.delete(key);
      },
    );
    batches.set(key, started);
    batch = started;
  }
  return batch;
}

/** Whether a type's component is in hand (a render of it would not wait). */
export function isBlockTypeLoaded(type: string): boolean {
  return loaded.has(type);
}

/**
 * The registry's component for a type: the real one once loaded; until then it suspends (use) while its
 * chunk comes, inside the Suspense boundary RenderedBlock puts around every block.
 */
export function lazyBlockComponent(type: string): BlockComponent {
  return (props: BlockComponentProps) => {
    const component = loaded.get(type) ?? use(loadBlockComponent(type) as Promise<BlockComponent>);
    return component(props);
  };
}
