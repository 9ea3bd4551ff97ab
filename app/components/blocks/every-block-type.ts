import { provideBlockComponents } from './block-modules';
import type { BlockComponent } from './context';
import { ActionBlock } from './types/action';
import { AnnouncementBlock, AnnouncementV2Block } from './types/announcement';
import { Banner } from './types/banner';
import { ButtonBlock } from './types/button';
import { CardBlock } from './types/card';
import {
  PriceBreakdownBlock,
  ProductMockupBlock,
  ProfitPerMonthBlock,
  StudioSuggestionBlock,
} from './types/commerce';
import { FeatureBlock, SocialsBlock, TagBlock, TagletsBlock } from './types/content';
import { GateBlock, LiveChatBlock, StoreHiddenBlock } from './types/engagement';
import { Expandable } from './types/expandable';
import { MailContactFormBlock, NewsletterSubscribeBlock, RemillReturnBlock } from './types/forms';
import { HtmlBlock } from './types/html';
import { IframeBlock } from './types/iframe';
import { ImageBlock } from './types/image';
import { CarouselBlock, GridBlock, RowBlock } from './types/layout';
import { PlaceholderBlock } from './types/placeholder';
import {
  AffiliateAttributionBlock,
  AffiliateSettingsBlock,
  AffiliateStatsBlock,
  AppIconBlock,
  BadgeBlock,
  BadgeProgressBlock,
  GraphBlock,
  InteractionsBlock,
  ProBenefitsBlock,
  SummaryBlock,
} from './types/platform';
import { PodBlock } from './types/pod';
import { CustomisationCatalogBlock, FeedBlock, ProductListBlock } from './types/products';
import { QuoteBlock } from './types/quote';
import { Slideshow } from './types/slideshow';
import { SpacerBlock } from './types/spacer';
import { TextBlock } from './types/text';
import { YoutubeBlock } from './types/youtube';

/**
 * The component of every block type of spec §3, imported up front: for the page editor, which renders any
 * type at any moment, and for the server, which renders a page in one pass. Importing this module makes
 * every type render at once (provideBlockComponents); the storefront in the browser never imports it and
 * loads each type's code when a block of that type renders (block-modules.ts).
 */
export const BLOCK_COMPONENTS: Readonly<Record<string, BlockComponent>> = {
  placeholder: PlaceholderBlock,
  action: ActionBlock,
  appIcon: AppIconBlock,
  badge: BadgeBlock,
  badgeProgress: BadgeProgressBlock,
  banner: Banner,
  button: ButtonBlock,
  carousel: CarouselBlock,
  feature: FeatureBlock,
  feed: FeedBlock,
  gate: GateBlock,
  graph: GraphBlock,
  grid: GridBlock,
  iframe: IframeBlock,
  image: ImageBlock,
  pod: PodBlock,
  productList: ProductListBlock,
  productMockup: ProductMockupBlock,
  quote: QuoteBlock,
  row: RowBlock,
  slide: Banner,
  slideshow: Slideshow,
  socials: SocialsBlock,
  spacer: SpacerBlock,
  storeHidden: StoreHiddenBlock,
  text: TextBlock,
  youtube: YoutubeBlock,
  expandable: Expandable,
  proBenefits: ProBenefitsBlock,
  remillReturn: RemillReturnBlock,
  newsletterSubscribe: NewsletterSubscribeBlock,
  card: CardBlock,
  announcement: AnnouncementBlock,
  announcementV2: AnnouncementV2Block,
  summary: SummaryBlock,
  interactions: InteractionsBlock,
  mailContactForm: MailContactFormBlock,
  priceBreakdown: PriceBreakdownBlock,
  profitPerMonth: ProfitPerMonthBlock,
  studioSuggestion: StudioSuggestionBlock,
  affiliateAttribution: AffiliateAttributionBlock,
  affiliateSettings: AffiliateSettingsBlock,
  affiliateStats: AffiliateStatsBlock,
  taglets: TagletsBlock,
  tag: TagBlock,
  liveChat: LiveChatBlock,
  customisationCatalog: CustomisationCatalogBlock,
  html: HtmlBlock,
};

provideBlockComponents(BLOCK_COMPONENTS);
