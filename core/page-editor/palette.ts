/**
 * The block palette of a container: the registry's visible types that suit the page (its kind or layout)
 * and that the container takes, grouped, searchable by title. Pro-only types are marked, and disabled with
 * the reason on a store without pro.
 */
import { isProOnlyBlockType } from '../blocks/pro';
import type { BlockRegistry } from '../blocks/registry';
import { containerAccepts, PAGE_CONTAINER } from './containers';
import { EDITOR_MESSAGES } from './messages';
import type { PageShape } from './placement';

export type PaletteGroupId =
  | 'layout'
  | 'banners'
  | 'content'
  | 'commerce'
  | 'engagement'
  | 'platform'
  | 'other';

/** Groups in palette order with their titles. */
export const PALETTE_GROUPS: readonly { id: PaletteGroupId; title: string }[] = Object.freeze([
  { id: 'layout', title: 'Layout' },
  { id: 'banners', title: 'Banners' },
  { id: 'content', title: 'Content' },
  { id: 'commerce', title: 'Commerce' },
  { id: 'engagement', title: 'Engagement' },
  { id: 'platform', title: 'Dashboard' },
  { id: 'other', title: 'Other' },
]);

/** Each block type's group, after the files of core/blocks/types (banner, layout, content...). */
const GROUP_OF: Readonly<Record<string, PaletteGroupId>> = Object.freeze({
  row: 'layout',
  grid: 'layout',
  spacer: 'layout',
  slideshow: 'layout',
  carousel: 'layout',
  expandable: 'layout',
  storeHidden: 'layout',
  banner: 'banners',
  slide: 'banners',
  announcement: 'banners',
  announcementV2: 'banners',
  text: 'content',
  image: 'content',
  button: 'content',
  action: 'content',
  pod: 'content',
  card: 'content',
  feature: 'content',
  quote: 'content',
  youtube: 'content',
  iframe: 'content',
  html: 'content',
  socials: 'content',
  tag: 'content',
  taglets: 'content',
  productList: 'commerce',
  productMockup: 'commerce',
  customisationCatalog: 'commerce',
  feed: 'commerce',
  priceBreakdown: 'commerce',
  profitPerMonth: 'commerce',
  studioSuggestion: 'commerce',
  newsletterSubscribe: 'engagement',
  mailContactForm: 'engagement',
  remillReturn: 'engagement',
  liveChat: 'engagement',
  gate: 'engagement',
  appIcon: 'platform',
  badge: 'platform',
  badgeProgress: 'platform',
  graph: 'platform',
  summary: 'platform',
  interactions: 'platform',
  proBenefits: 'platform',
  affiliateAttribution: 'platform',
  affiliateSettings: 'platform',
  affiliateStats: 'platform',
});

export function paletteGroupOf(type: string): PaletteGroupId {
  return GROUP_OF[type] ?? 'other';
}

export interface PaletteEntry {
  type: string;
  title: string;
  group: PaletteGroupId;
  /** Only pro stores may use it. */
  pro: boolean;
  /** Offered but not usable here (a pro type on a store without pro). */
  disabled: boolean;
  /** Why it is disabled, or null. */
  reason: string | null;
}

export interface PaletteGroup {
  id: PaletteGroupId;
  title: string;
  entries: PaletteEntry[];
}

export interface PaletteOptions {
  page: PageShape;
  /** The container's block type; PAGE_CONTAINER (the default) for the top of the page. */
  containerType?: string;
  isPro: boolean;
  /** Words that must all appear in the title (any case, accents ignored); empty: everything. */
  query?: string;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The palette: non-empty groups in PALETTE_GROUPS order, entries in the registry's (block-menu) order. */
export function blockPalette(registry: BlockRegistry<unknown>, options: PaletteOptions): PaletteGroup[] {
  const containerType = options.containerType ?? PAGE_CONTAINER;
  const words = fold(options.query ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const entries = registry
    .list({ compatibleWith: options.page })
    .filter((type) => containerAccepts(containerType, type.name))
    .filter((type) => words.every((word) => fold(type.title).includes(word)))
    .map((type): PaletteEntry => {
      const pro = isProOnlyBlockType(type.name);
      const disabled = pro && !options.isPro;
      return {
        type: type.name,
        title: type.title,
        group: paletteGroupOf(type.name),
        pro,
        disabled,
        reason: disabled ? EDITOR_MESSAGES.proRequired(type.title) : null,
      };
    });
  return PALETTE_GROUPS.map((group) => ({
    ...group,
    entries: entries.filter((entry) => entry.group === group.id),
  })).filter((group) => group.entries.length > 0);
}
