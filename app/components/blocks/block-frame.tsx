import { Component, type CSSProperties, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { BlockProperties, VisibleBlock } from '../../../core/blocks';
import { blocksForVisitor } from '../../../core/blocks/conditions';
import { itemsFromAnswer } from '../../../core/blocks/factories';
import { visibleBlocks } from '../../../core/blocks/publishing';
import { isSafeAsyncPath } from '../../../core/blocks/rules';
import { isPseudoType } from '../../../core/blocks/types';
import {
  ADD_BLOCK_EVENT,
  type BlockComponent,
  type BlockComponentProps,
  dispatchBlockEvent,
  EDIT_BLOCK_EVENT,
  useBlockContext,
} from './context';

type BlockRef = Pick<VisibleBlock, 'uid' | 'type'>;

/** A broken block is hidden and logged; its page renders on. */
export function logBlockError(block: BlockRef, error: unknown): void {
  console.error('Block failed to render', { uid: block.uid, type: block.type }, error);
}

/** Catches errors of a block's subtree in the browser (render, effects, event-driven re-renders). */
class BlockBoundary extends Component<{ block: BlockRef; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logBlockError(this.props.block, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function isSuspension(error: unknown): boolean {
  return (
    (typeof error === 'object' || typeof error === 'function') &&
    error !== null &&
    (typeof (error as { then?: unknown }).then === 'function' ||
      String((error as { message?: unknown }).message).startsWith('Suspense Exception'))
  );
}

/**
 * Renders the block's component inside a try/catch. Server rendering has no error boundaries (and an error
 * there would fail the response), so the component is called here and an error in its own body hides the
 * block. Errors deeper down (its children) are caught by the Suspense boundary on the server (the block is
 * left to the browser) and by BlockBoundary in the browser.
 */
function Guarded({ component, props }: { component: BlockComponent; props: BlockComponentProps }) {
  try {
    return component(props);
  } catch (error) {
    if (isSuspension(error)) throw error;
    logBlockError(props.block, error);
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * asyncItems and asyncData (spec §7): after hydration a block may load its items, or extra properties, from
 * a same-site path it names. Items may come as blocks or as a data source's records (e.g.
 * /omnis/v3/blog/paginate/?lite=1: core/blocks itemsFromAnswer). The server-rendered items show until the
 * answer arrives; a failure keeps them.
 */
function useAsyncBlock(block: VisibleBlock): VisibleBlock {
  const { mode, visitor } = useBlockContext();
  const itemsPath = block.properties.asyncItems;
  const dataPath = block.properties.asyncData;
  const [loaded, setLoaded] = useState<{ items?: VisibleBlock[]; properties?: BlockProperties }>({});
  // Read at answer time: the visitor object may be rebuilt on every render of the page.
  const facts = useRef({ mode, visitor });
  facts.current = { mode, visitor };

  useEffect(() => {
    if (!isSafeAsyncPath(itemsPath) && !isSafeAsyncPath(dataPath)) return undefined;
    const controller = new AbortController();
    const load = async (path: unknown): Promise<unknown> => {
      if (!isSafeAsyncPath(path)) return undefined;
      const response = await fetch(path, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json();
    };
    load(itemsPath)
      .then((answer) => {
        if (answer === undefined) return;
        const items = itemsFromAnswer(answer, block.uid);
        setLoaded((current) => ({
          ...current,
          items: blocksForVisitor(visibleBlocks(items, facts.current.mode), facts.current.visitor),
        }));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Block items failed to load', block.uid, error);
      });
    load(dataPath)
      .then((answer) => {
        const data = isRecord(answer) && isRecord(answer.data) ? answer.data : answer;
        if (isRecord(data)) setLoaded((current) => ({ ...current, properties: data }));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Block data failed to load', block.uid, error);
      });
    return () => controller.abort();
  }, [itemsPath, dataPath, block.uid]);

  if (!loaded.items && !loaded.properties) return block;
  return {
    ...block,
    items: loaded.items ?? block.items,
    properties: loaded.properties ? { ...block.properties, ...loaded.properties } : block.properties,
  };
}

const warnedTypes = new Set<string>();

/** One block through its type's component, guarded. Unknown types are hidden and logged once. */
export function RenderedBlock({ block, first = false }: { block: VisibleBlock; first?: boolean }) {
  const { registry } = useBlockContext();
  const current = useAsyncBlock(block);
  if (!registry || isPseudoType(block.type)) return null;
  if (!registry.has(block.type)) {
    if (!warnedTypes.has(block.type)) {
      warnedTypes.add(block.type);
      try {
        registry.get(block.type);
      } catch (error) {
        console.warn((error as Error).message);
      }
    }
    return null;
  }
  const component = registry.get(block.type).component;
  if (!component) return null;
  const properties = registry.propertiesOf(current);
  return (
    <BlockBoundary key={`${block.uid}:${block.type}`} block={block}>
      <Suspense fallback={null}>
        <Guarded component={component} props={{ block: current, properties, first }} />
      </Suspense>
    </BlockBoundary>
  );
}

/** A block's wrapper classes: its cell's, faded when unpublished (preview only), fixed when pinned. */
export function frameClassName(
  block: Pick<VisibleBlock, 'faded' | 'fixed'>,
  className: string,
  preview: boolean,
): string {
  return `${className}${preview && block.faded ? ' block-faded' : ''}${block.fixed ? ' block-fixed' : ''}`;
}

/**
 * A block in its wrapper (a grid cell or an item of a row, grid or carousel). In preview, unpublished
 * blocks are faded and every block has an Edit control that tells the editor which block to open; page
 * blocks also get an 'Add new block' slot beneath them, inside their cell, so the grid keeps its layout.
 */
export function BlockFrame({
  block,
  first = false,
  className,
  style,
  addPosition,
  hydrationId,
}: {
  block: VisibleBlock;
  first?: boolean;
  className: string;
  style?: CSSProperties;
  /** The block's id in DeferredHydration, which finds its server HTML by it. */
  hydrationId?: string;
  /** Preview: the page position an 'Add new block' slot under this block inserts at. */
  addPosition?: number;
}) {
  const { mode, registry } = useBlockContext();
  if (isPseudoType(block.type)) return null;
  const preview = mode === 'preview';
  // An unregistered type leaves no trace for shoppers (RenderedBlock logs it); the editor still gets its frame.
  if (!preview && !registry?.has(block.type)) return <RenderedBlock block={block} first={first} />;
  const classes = frameClassName(block, className, preview);
  const title = registry?.has(block.type) ? registry.get(block.type).title : block.type;
  return (
    <div
      className={classes}
      style={style}
      data-block={block.type}
      data-hydration-id={hydrationId}
      {...(preview ? { 'data-block-uid': block.uid } : {})}
    >
      {preview ? (
        <button
          type="button"
          className="block-edit"
          onClick={() => dispatchBlockEvent(EDIT_BLOCK_EVENT, { uid: block.uid })}
        >
          Edit<span className="visually-hidden"> {title} block</span>
          {block.faded ? <span className="visually-hidden"> (unpublished)</span> : null}
        </button>
      ) : null}
      <RenderedBlock block={block} first={first} />
      {preview && addPosition !== undefined ? <AddBlock position={addPosition} /> : null}
    </div>
  );
}

/** The editor's 'Add new block' slot: asks the editor for a new block at a page position. */
export function AddBlock({ position }: { position: number }) {
  return (
    <button
      type="button"
      className="block-add"
      onClick={() => dispatchBlockEvent(ADD_BLOCK_EVENT, { position })}
    >
      Add new block
    </button>
  );
}
