import { type CSSProperties, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { Block, VisibleBlock, VisitorFacts } from '../../../core/blocks';
import { createBlockRegistry } from '../../../core/blocks/catalogue';
import { columnSpan } from '../../../core/blocks/grid';
import { initialRender } from '../../../core/blocks/publishing';
import { renderingMode, templateOf } from '../../../core/blocks/templates';
import { LIMITS } from '../../../core/constants/limits';
import { FIRST_MEDIA_MARKER_SELECTOR } from '../../first-media-gate';
import { sharedValueId } from '../../json-text';
import { AddBlock, BlockFrame } from './block-frame';
import { LOADABLE_BLOCK_TYPES, lazyBlockComponent } from './block-modules';
import {
  type BlockComponent,
  BlockContext,
  type BlockContextValue,
  type BlockData,
  type RenderMode,
} from './context';
import { DeferredHydration, expectHydration } from './deferred-hydration';
import { blocksToRender } from './page-block-types';
import { StaticBlockFrame } from './static-block-frame';
import { staticBlockUids } from './static-blocks';

export type { VisitorFacts } from '../../../core/blocks';
export type { BlockComponent, BlockComponentProps, BlockData, RenderMode } from './context';
export { ACTION_EVENT, ADD_BLOCK_EVENT, DEFAULT_VISITOR, EDIT_BLOCK_EVENT } from './context';
export { blocksToRender } from './page-block-types';

/**
 * The storefront's block registry: core's block types with their components attached, each loaded when a
 * block of its type first renders (block-modules.ts).
 */
export const blockRegistry = createBlockRegistry<BlockComponent>();
for (const name of LOADABLE_BLOCK_TYPES) blockRegistry.attach(name, { component: lazyBlockComponent(name) });

/**
 * Grid cell classes of the legacy masonry grid: a span on the 6-column grid of extra small screens and one
 * on the 12-column grid from sm up, never below the type's minimum (3; banner and carousel 12).
 */
export function cellClassName(block: Pick<Block, 'type' | 'size'>): string {
  const min = blockRegistry.minSize(block.type);
  return `blocks-cell blocks-span-xs-${columnSpan(block.size.x, 'xs', min)} blocks-span-${columnSpan(block.size.x, 'sm', min)}`;
}

/** A section of template mode: the block alone in its row, as wide as its template says. */
export function templateClassName(block: Pick<Block, 'template'>): string {
  return `blocks-cell template-section template-${templateOf(block)}`;
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
  /** The page's path ('/' for the home page). */
  path?: string;
}

const NO_DATA: BlockData = {};

/** The page whose first-media gate the entry script's marker belongs to (the page the browser loaded). */
let gatePath: string | null = null;

/**
 * The classes of a page's block region: the masonry grid or template mode, and §4's first render — a
 * leading slideshow shows alone until its largest image is in or 1 s passes ('blocks-gate', opened by
 * data-ready), and the blocks after the first wait for idle time when all are full width ('blocks-idle').
 * Every block is in the server's HTML either way; the CSS keeps their places, so nothing moves.
 */
export function regionClassName(blocks: readonly VisibleBlock[], mode: RenderMode): string {
  const classes = ['blocks'];
  if (renderingMode(blocks) === 'template') classes.push('blocks-template');
  if (mode === 'preview') classes.push('blocks-preview');
  else {
    const first = initialRender(blocks);
    if (first.gate) classes.push('blocks-gate');
    if (first.idle) classes.push('blocks-idle');
  }
  return classes.join(' ');
}

/**
 * A page's blocks in the legacy masonry grid, or in template mode when they name templates. Native mode
 * hides unpublished blocks; preview shows them faded with an Edit control each and 'Add new block' slots
 * between blocks. Blocks whose conditions fail (or are unknown) are hidden; a block that throws is hidden
 * and logged while the rest render.
 */
export function BlockRenderer({
  blocks,
  mode,
  visitor,
  data = NO_DATA,
  ySpacing = LIMITS.defaultYSpacing,
  label,
  path = '/',
}: BlockRendererProps) {
  // Keyed by value: a visitor object rebuilt on every render must not re-run the conditions (and their logs).
  const visitorKey = JSON.stringify(visitor);
  const facts = useMemo(() => JSON.parse(visitorKey) as VisitorFacts, [visitorKey]);
  const shown = useMemo(() => blocksToRender(blocks, mode, facts), [blocks, mode, facts]);
  // The gate (§4) is opened on the element itself, never through React state: the page's blocks hydrate
  // one by one (DeferredHydration), and a re-render of this region before they are done would make React
  // throw their server HTML away and render them again. The region is keyed by path, so a client-side
  // navigation to another page starts with the gate closed.
  const region = useRef<HTMLElement>(null);
  const release = useCallback(() => region.current?.setAttribute('data-ready', 'true'), []);
  // The entry script's marker opened the first page's gate; another page, reached in the app, starts closed.
  useLayoutEffect(() => {
    if (gatePath === null) gatePath = path;
    else if (path !== gatePath) {
      gatePath = path;
      document.head.querySelector(FIRST_MEDIA_MARKER_SELECTOR)?.remove();
    }
  }, [path]);
  // Which blocks after the first keep their server HTML unhydrated (StaticBlockFrame); the rest hydrate
  // one by one when the browser is idle (DeferredHydration). The first block always hydrates at once.
  // Keyed by value: new data from a revalidation must not re-render the blocks still waiting to hydrate.
  const staticKey = JSON.stringify(staticBlockUids(shown, mode, data));
  const staticUids = useMemo(() => new Set(JSON.parse(staticKey) as string[]), [staticKey]);
  useLayoutEffect(() => {
    expectHydration(
      shown
        .slice(1)
        .filter((block) => !staticUids.has(block.uid))
        .map((block) => `${path} ${block.uid}`),
    );
  }, [shown, staticUids, path]);
  const context = useMemo<BlockContextValue>(() => {
    const dataId = sharedValueId(data);
    return {
      mode,
      visitor: facts,
      data,
      registry: blockRegistry,
      onFirstMediaReady: release,
      path,
      keptKey: dataId === undefined ? null : JSON.stringify([dataId, mode, path, visitorKey]),
    };
  }, [mode, facts, data, release, path, visitorKey]);
  const preview = mode === 'preview';
  const spacing = Number.isFinite(ySpacing) && ySpacing >= 0 ? ySpacing : LIMITS.defaultYSpacing;
  // The same elements on every render, so that blocks still waiting to hydrate are never updated.
  const frames = useMemo(() => {
    const template = renderingMode(shown) === 'template';
    return shown.map((block, index) => {
      const id = `${path} ${block.uid}`;
      if (staticUids.has(block.uid)) {
        return (
          <StaticBlockFrame
            key={block.uid}
            id={id}
            block={block}
            className={template ? templateClassName(block) : cellClassName(block)}
            style={template ? undefined : cellStyle(block)}
          />
        );
      }
      const frame = (
        <BlockFrame
          key={block.uid}
          block={block}
          first={index === 0}
          className={template ? templateClassName(block) : cellClassName(block)}
          style={template ? undefined : cellStyle(block)}
          addPosition={index + 1}
          hydrationId={index === 0 ? undefined : id}
        />
      );
      return index === 0 ? (
        frame
      ) : (
        <DeferredHydration key={block.uid} id={id}>
          {frame}
        </DeferredHydration>
      );
    });
  }, [shown, staticUids, path]);
  return (
    <BlockContext.Provider value={context}>
      <section
        key={path}
        className={regionClassName(shown, mode)}
        style={{ '--blocks-y-spacing': `${spacing}px` } as CSSProperties}
        aria-label={label}
        ref={region}
      >
        {preview ? <AddBlock position={0} /> : null}
        {frames}
      </section>
    </BlockContext.Provider>
  );
}
