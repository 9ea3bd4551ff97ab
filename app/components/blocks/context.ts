import { createContext, type ReactNode, useContext } from 'react';
import type {
  BlockProperties,
  BlockRegistry,
  FactoryRecord,
  VisibleBlock,
  VisitorFacts,
} from '../../../core/blocks';
import type { ProductSummary } from '../../../domain/catalog';

/**
 * Data the server resolved for a page's blocks, keyed by block uid, so that no component fetches while
 * rendering on the server:
 * - products: the product lists of productList, customisationCatalog (and of any block whose factory
 *   source is products);
 * - collections, posts (blog posts), images (Instagram posts and uploaded images): factory records, in
 *   core/blocks FactoryRecord shape, for feeds and for grids or carousels without items of their own;
 * - values: figures a later capability computes for a block (badge progress, graph points, affiliate
 *   stats, interactions), read by the dashboard blocks.
 */
export interface BlockData {
  products?: Readonly<Record<string, readonly ProductSummary[]>>;
  collections?: Readonly<Record<string, readonly FactoryRecord[]>>;
  posts?: Readonly<Record<string, readonly FactoryRecord[]>>;
  images?: Readonly<Record<string, readonly FactoryRecord[]>>;
  values?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export type RenderMode = 'native' | 'preview';

export interface BlockComponentProps {
  block: VisibleBlock;
  /** The block's properties with its type's defaults filled in. */
  properties: BlockProperties;
  /** The page's first block: its media loads eagerly with high priority. */
  first: boolean;
}

/** A block type's React component. */
export type BlockComponent = (props: BlockComponentProps) => ReactNode;

export interface BlockContextValue {
  mode: RenderMode;
  visitor: VisitorFacts;
  data: BlockData;
  /** The block types with their components (null outside a BlockRenderer: nothing renders). */
  registry: BlockRegistry<BlockComponent> | null;
  /** Called by the first block (a slideshow) once its largest image has loaded. */
  onFirstMediaReady: () => void;
  /** The page's own path, for the forms that say which page they were sent from. */
  path: string;
  /**
   * What the keys of this page's kept HTML share, when its data is a value read back from JSON text
   * (json-text.ts): the data's id, the mode, the path and the visitor. A kept block then adds the id of
   * its own properties instead of its contents (static-block-frame.tsx). Absent: keys name contents.
   */
  keptKey?: string | null;
}

const noop = () => {};

export const DEFAULT_VISITOR: VisitorFacts = {
  loggedIn: false,
  isPro: false,
  internal: false,
  basketCount: 0,
  region: 'UK',
  device: 'desktop',
};

export const BlockContext = createContext<BlockContextValue>({
  mode: 'native',
  visitor: DEFAULT_VISITOR,
  data: {},
  registry: null,
  onFirstMediaReady: noop,
  path: '/',
});

export function useBlockContext(): BlockContextValue {
  return useContext(BlockContext);
}

/** Events the page editor listens for (preview mode). */
export const EDIT_BLOCK_EVENT = 'printfront:edit-block';
export const ADD_BLOCK_EVENT = 'printfront:add-block';
/** The in-app action event MenuLink fires for '@name' links. */
export const ACTION_EVENT = 'printfront:action';

export function dispatchBlockEvent(name: string, detail: Record<string, unknown>): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
