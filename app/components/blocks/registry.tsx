import { type CSSProperties, useMemo } from 'react';
import type { Block, VisibleBlock, VisitorFacts } from '../../../core/blocks';
import { createBlockRegistry } from '../../../core/blocks/catalogue';
import { blocksForVisitor } from '../../../core/blocks/conditions';
import { columnSpan } from '../../../core/blocks/grid';
import { visibleBlocks } from '../../../core/blocks/publishing';
import { LIMITS } from '../../../core/constants/limits';
import { AddBlock, BlockFrame } from './block-frame';
import {
  type BlockComponent,
  BlockContext,
  type BlockContextValue,
  type BlockData,
  type RenderMode,
} from './context';
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
import { useInitialBlocks } from './use-initial-blocks';

export type { VisitorFacts } from '../../../core/blocks';
export type { BlockComponent, BlockComponentProps, BlockData, RenderMode } from './context';
export { ACTION_EVENT, ADD_BLOCK_EVENT, DEFAULT_VISITOR, EDIT_BLOCK_EVENT } from './context';

/** The component of every block type of spec §3. */
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

/** The storefront's block registry: core's block types with their components attached. */
export const blockRegistry = createBlockRegistry<BlockComponent>();
for (const [name, component] of Object.entries(BLOCK_COMPONENTS)) blockRegistry.attach(name, { component });

/**
 * Grid cell classes of the legacy masonry grid: a span on the 6-column grid of extra small screens and one
 * on the 12-column grid from sm up, never below the type's minimum (3; banner and carousel 12).
 */
export function cellClassName(block: Pick<Block, 'type' | 'size'>): string {
  const min = blockRegistry.minSize(block.type);
  return `blocks-cell blocks-span-xs-${columnSpan(block.size.x, 'xs', min)} blocks-span-${columnSpan(block.size.x, 'sm', min)}`;
}

function cellStyle(block: Pick<Block, 'size'>): CSSProperties | undefined {
  const rows = Math.round(block.size.y);
  return Number.isFinite(rows) && rows > 1 ? { gridRow: `span ${rows}` } : undefined;
}

export interface BlockRendererProps {
  blocks: readonly Block[];
  /** native (shoppers: unpublished blocks hidden) or preview (the editor: faded, with edit controls). */
  mode: RenderMode;
  /** What is known about the visitor, for block conditions. */
  visitor: VisitorFacts;
  /** What the server resolved for the blocks (product lists, feeds, factory records, figures). */
  data?: BlockData;
  /** Space between grid rows in px (the page's ySpacing; 24 by default). */
  ySpacing?: number;
  /** Accessible name of the page's block region. */
  label?: string;
}

const NO_DATA: BlockData = {};

/** The blocks shown to this visitor in this mode: published (or faded in preview), deleted, pseudo-items and failed conditions left out. */
export function blocksToRender(
  blocks: readonly Block[],
  mode: RenderMode,
  visitor: VisitorFacts,
): VisibleBlock[] {
  return blocksForVisitor(visibleBlocks(blocks, mode), visitor);
}

/**
 * A page's blocks in the legacy masonry grid. Native mode hides unpublished blocks; preview shows them
 * faded with an Edit control each and 'Add new block' slots between blocks. Blocks whose conditions fail
 * (or are unknown) are hidden; a block that throws is hidden and logged while the rest render.
 */
export function BlockRenderer({
  blocks,
  mode,
  visitor,
  data = NO_DATA,
  ySpacing = LIMITS.defaultYSpacing,
  label,
}: BlockRendererProps) {
  // Keyed by value: a visitor object rebuilt on every render must not re-run the conditions (and their logs).
  const visitorKey = JSON.stringify(visitor);
  const facts = useMemo(() => JSON.parse(visitorKey) as VisitorFacts, [visitorKey]);
  const shown = useMemo(() => blocksToRender(blocks, mode, facts), [blocks, mode, facts]);
  const { count, release } = useInitialBlocks(shown);
  const context = useMemo<BlockContextValue>(
    () => ({ mode, visitor: facts, data, registry: blockRegistry, onFirstMediaReady: release }),
    [mode, facts, data, release],
  );
  const preview = mode === 'preview';
  const spacing = Number.isFinite(ySpacing) && ySpacing >= 0 ? ySpacing : LIMITS.defaultYSpacing;
  return (
    <BlockContext.Provider value={context}>
      <section
        className={`blocks${preview ? ' blocks-preview' : ''}`}
        style={{ '--blocks-y-spacing': `${spacing}px` } as CSSProperties}
        aria-label={label}
      >
        {preview ? <AddBlock position={0} /> : null}
        {shown.slice(0, count).map((block, index) => (
          <BlockFrame
            key={block.uid}
            block={block}
            first={index === 0}
            className={cellClassName(block)}
            style={cellStyle(block)}
            addPosition={index + 1}
          />
        ))}
      </section>
    </BlockContext.Provider>
  );
}
