/**
 * Which blocks may hold which. Our reading of spec §3 (slideshow items are slides; grids and carousels lay
 * out cards; rows put blocks side by side): the page takes any block except a slide; a slideshow takes
 * slides only; a carousel takes cards, pods, images, mockups and quotes; a grid takes those and other small
 * single blocks; a row takes single (non-container) blocks and grids. Nothing else holds blocks in the
 * editor (a block's items that a factory fills are not edited by hand).
 */
import type { Block } from '../blocks/types';

/** The page itself as a container: null as a parent uid. */
export const PAGE_CONTAINER = 'page';

const CAROUSEL_ITEMS = ['card', 'pod', 'image', 'productMockup', 'quote'] as const;
const GRID_ITEMS = [...CAROUSEL_ITEMS, 'text', 'button', 'action', 'tag', 'appIcon', 'badge', 'feature'];
const ROW_ITEMS = [
  ...GRID_ITEMS,
  'grid',
  'spacer',
  'youtube',
  'iframe',
  'html',
  'expandable',
  'socials',
  'taglets',
  'newsletterSubscribe',
  'mailContactForm',
  'remillReturn',
  'badgeProgress',
  'graph',
  'summary',
  'interactions',
  'priceBreakdown',
  'profitPerMonth',
  'studioSuggestion',
  'proBenefits',
  'affiliateAttribution',
  'affiliateSettings',
  'affiliateStats',
];

/** Child types each container block type accepts. */
export const CONTAINER_CHILDREN: Readonly<Record<string, ReadonlySet<string>>> = Object.freeze({
  row: new Set(ROW_ITEMS),
  grid: new Set(GRID_ITEMS),
  carousel: new Set<string>(CAROUSEL_ITEMS),
  slideshow: new Set(['slide']),
});

/** Types that only ever sit inside a container of their own (a slide inside a slideshow). */
const NEVER_ON_PAGE: ReadonlySet<string> = new Set(['slide']);

/** Whether blocks of this type hold other blocks in the editor. */
export function isContainerType(type: string): boolean {
  return Object.hasOwn(CONTAINER_CHILDREN, type);
}

/** Whether a container (a container block type, or PAGE_CONTAINER) accepts a child of a type. */
export function containerAccepts(containerType: string, childType: string): boolean {
  if (containerType === PAGE_CONTAINER) return !NEVER_ON_PAGE.has(childType);
  return CONTAINER_CHILDREN[containerType]?.has(childType) ?? false;
}

/** The container type of a parent block, or PAGE_CONTAINER for the top of the page. */
export function containerTypeOf(parent: Pick<Block, 'type'> | null): string {
  return parent === null ? PAGE_CONTAINER : parent.type;
}
