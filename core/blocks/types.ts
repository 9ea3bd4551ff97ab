import { LIMITS } from '../constants/limits';

/**
 * The block and page model of spec §3. Shapes only (and the conversions to and from the database JSON
 * of domain/pages/tables.ts): no zod, no React, so the storefront bundle can import it freely.
 */

/** Where a page lives: the platform's built-in pages, a store sub-domain, the operator (atlas) side, or a store-platform page. */
export type PageKind = 'native' | 'subdomain' | 'atlas' | 'store-platform';
export const PAGE_KINDS: readonly PageKind[] = ['native', 'subdomain', 'atlas', 'store-platform'];

/** The page's own mode as stored; 'unknown' is treated like 'native' wherever visibility is decided. */
export type PageMode = 'unknown' | 'preview' | 'native';
export const PAGE_MODES: readonly PageMode[] = ['unknown', 'preview', 'native'];

/** The page app's mode: native (what shoppers see, the default) or preview (the editor). */
export type AppMode = 'native' | 'preview';

export type LoginState = 'everyone' | 'logged-in' | 'logged-out' | 'dashboard-access';
export const LOGIN_STATES: readonly LoginState[] = [
  'everyone',
  'logged-in',
  'logged-out',
  'dashboard-access',
];

/** Width `x` in columns of the 12-column grid; height `y` in grid rows (1 unless a block says otherwise). */
export interface BlockSize {
  x: number;
  y: number;
}

export interface BlockFlags {
  /** An editor placeholder ('Add new block'); never saved. */
  placeholder?: boolean;
  /** Removed in the editor; kept in the saved state so the server can drop it. */
  deleted?: boolean;
  /** Changed in the editor since the last save. */
  updated?: boolean;
  /** Moved in the editor since the last save. */
  reordered?: boolean;
}

export type BlockProperties = Record<string, unknown>;

export interface Block<P extends BlockProperties = BlockProperties> {
  uid: string;
  id: number | null;
  type: string;
  /** Position on the page; Infinity (the default) sorts last. Serialised as null. */
  order: number;
  size: BlockSize;
  flags: BlockFlags;
  properties: P;
  /** Child blocks (slides of a slideshow, cards of a grid...). */
  items: Block[];
  /** uid of the parent block, for items. */
  parent: string | null;
  unpublished: boolean;
  template: string | null;
}

/** A block as stored in pages.blocks (jsonb). */
export interface StoredBlock {
  uid: string;
  id?: number | null;
  type: string;
  order?: number | null;
  size?: { x: number; y?: number };
  flags?: Record<string, boolean>;
  properties?: Record<string, unknown>;
  items?: StoredBlock[];
  parent?: string | null;
  unpublished?: boolean;
  template?: string | null;
}

export interface PageFlags {
  homepage?: boolean;
  deleted?: boolean;
  [flag: string]: boolean | undefined;
}

/** Page properties; the same shape as domain/pages/tables.ts PageProperties. */
export interface PageProperties {
  isStorePage?: boolean;
  isMailPage?: boolean;
  loginState?: LoginState;
  title?: string;
  description?: string;
  ogImage?: string | null;
  isSearchable?: boolean;
  searchIcon?: string | null;
  ySpacing?: number;
  [key: string]: unknown;
}

export interface Page {
  id: number | null;
  uuid: string;
  url: string;
  layout: string;
  blocks: Block[];
  flags: PageFlags;
  properties: PageProperties;
  preloadables: string[];
  version: number;
  divisionId: number | null;
  published: boolean;
  sitemap: boolean;
  edited: boolean;
  keyPhraseCampaignId: number | null;
  mode: PageMode;
  theme: string | null;
  kind: PageKind;
}

/** The page app: its name, mode (native by default, or preview), its pages and theme. */
export interface PageApp {
  name: string;
  mode: AppMode;
  pages: Page[];
  theme: string | null;
}

/** Keys of a block accepted as overrides when making or normalising one. */
export type BlockOverrides = Partial<Omit<Block, 'size' | 'flags'>> & {
  size?: Partial<BlockSize>;
  flags?: BlockFlags;
};

const FLAG_KEYS = ['placeholder', 'deleted', 'updated', 'reordered'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A v4 uuid from crypto.getRandomValues (randomUUID is missing on insecure origins in browsers). */
export function newUid(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Block order from its stored form: null, undefined and non-numbers become Infinity (last). */
export function orderFromStored(order: unknown): number {
  return typeof order === 'number' && !Number.isNaN(order) ? order : Number.POSITIVE_INFINITY;
}

export interface BlockFromStoredOptions {
  /** Width of a block whose stored size has none (e.g. the type's default size); 12 when absent. */
  defaultWidth?: (type: string) => number;
  parent?: string | null;
}

/**
 * A stored (or API) block as a full Block: order null → Infinity, missing size → the default width and
 * 1 row, unknown flags dropped, items converted recursively with their parent set. Tolerant of any
 * input shape: nothing here throws; validation reports what is wrong.
 */
export function blockFromStored(stored: StoredBlock | unknown, options: BlockFromStoredOptions = {}): Block {
  const source = isRecord(stored) ? stored : {};
  const type = typeof source.type === 'string' ? source.type : '';
  const uid = typeof source.uid === 'string' && source.uid !== '' ? source.uid : newUid();
  const defaultWidth = options.defaultWidth?.(type) ?? LIMITS.gridColumns;
  const size = isRecord(source.size) ? source.size : {};
  const flagsSource = isRecord(source.flags) ? source.flags : {};
  const flags: BlockFlags = {};
  for (const key of FLAG_KEYS) if (flagsSource[key] === true) flags[key] = true;
  const items = Array.isArray(source.items) ? source.items : [];
  return {
    uid,
    id: typeof source.id === 'number' && Number.isInteger(source.id) ? source.id : null,
    type,
    order: orderFromStored(source.order),
    size: { x: finiteOr(size.x, defaultWidth), y: finiteOr(size.y, 1) },
    flags,
    properties: isRecord(source.properties) ? { ...source.properties } : {},
    items: items.map((item) => blockFromStored(item, { ...options, parent: uid })),
    parent:
      typeof source.parent === 'string' && source.parent !== '' ? source.parent : (options.parent ?? null),
    unpublished: source.unpublished === true,
    template: typeof source.template === 'string' ? source.template : null,
  };
}

/**
 * A block as saved: order Infinity → null; of the flags only `deleted` is kept (placeholder, updated
 * and reordered are editor state); placeholder blocks are dropped by blocksToStored.
 */
export function blockToStored(block: Block): StoredBlock {
  const stored: StoredBlock = {
    uid: block.uid,
    id: block.id,
    type: block.type,
    order: Number.isFinite(block.order) ? block.order : null,
    size: { x: block.size.x, y: block.size.y },
    flags: block.flags.deleted ? { deleted: true } : {},
    properties: block.properties,
    items: blocksToStored(block.items),
    parent: block.parent,
    unpublished: block.unpublished,
    template: block.template,
  };
  return stored;
}

/** Blocks as saved, without editor placeholders. */
export function blocksToStored(blocks: readonly Block[]): StoredBlock[] {
  return blocks.filter((block) => !block.flags.placeholder).map(blockToStored);
}

/** Hidden pseudo-items: types that begin and end with an underscore ('_add_'). */
export function isPseudoType(type: string): boolean {
  return type.length >= 2 && type.startsWith('_') && type.endsWith('_');
}

/** Every block of a tree, depth first, parents before their items. */
export function* walkBlocks(blocks: readonly Block[]): Generator<Block> {
  for (const block of blocks) {
    yield block;
    yield* walkBlocks(block.items);
  }
}
