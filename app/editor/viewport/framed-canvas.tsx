import { type MouseEvent, type SyntheticEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Page } from '../../../core/blocks';
import { ADD_BLOCK_EVENT, EDIT_BLOCK_EVENT } from '../../components/blocks/context';
import { HYDRATE_BLOCKS_EVENT } from '../../components/blocks/deferred-hydration';
// The editor renders any block type at any moment: every type's component is in hand, none is fetched.
import '../../components/blocks/every-block-type';
import type { PageBlocksProps } from '../../components/blocks/page-blocks';
import { BlockRenderer } from '../../components/blocks/registry';
import viewportStyles from '../../styles/editor-viewport.css?url';
import { frameMessage, messageForBlockEvent, parseDocumentMessage } from './protocol';

/** The window this one is framed by when that is of the same origin (the editor); null otherwise. */
export function sameOriginParent(current: Window): Window | null {
  if (current.parent === current) return null;
  try {
    return current.parent.location.origin === current.location.origin ? current.parent : null;
  } catch {
    // Reading a cross-origin window's location throws.
    return null;
  }
}

/** Every block hydrates now: the editor's controls must answer at once, wherever the block is. */
function hydrateEveryBlock(): void {
  document.documentElement.dataset.hydrateBlocks = 'all';
  window.dispatchEvent(new Event(HYDRATE_BLOCKS_EVENT));
}

const SELECTED = 'data-editor-selected';

/** A block's frame in the preview, by uid (compared, not put in a selector: uids are the editor's). */
function blockElement(root: HTMLElement, uid: string): Element | undefined {
  return [...root.querySelectorAll('[data-block-uid]')].find(
    (element) => element.getAttribute('data-block-uid') === uid,
  );
}

/**
 * The preview frame's page (`{path}?preview=1&editorFrame=1`): the loaded page's blocks at first, then the
 * live document the editor posts, rendered by the storefront's own renderer in preview mode, so the page
 * looks as shoppers see it at the frame's width. Only messages of the same origin from the framing window
 * count, checked with the protocol's schemas; the blocks' Edit and Add controls are sent back to it. Links
 * and forms do nothing here: the frame stays on the page being edited. Outside a same-origin frame it is
 * just the page in preview.
 */
export function FramedCanvas(loaded: PageBlocksProps) {
  const [posted, setPosted] = useState<{ page: Page; selectedUid: string | null } | null>(null);
  const [listening, setListening] = useState(false);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const editor = sameOriginParent(window);
    if (!editor) return undefined;
    const origin = window.location.origin;
    const receive = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== editor) return;
      const message = parseDocumentMessage(event.data);
      if (message) setPosted({ page: message.page, selectedUid: message.selectedUid });
    };
    const forward = (event: Event) => {
      const message = messageForBlockEvent(event.type, (event as CustomEvent<unknown>).detail);
      if (message) editor.postMessage(message, origin);
    };
    window.addEventListener('message', receive);
    window.addEventListener(EDIT_BLOCK_EVENT, forward);
    window.addEventListener(ADD_BLOCK_EVENT, forward);
    hydrateEveryBlock();
    setListening(true);
    editor.postMessage(frameMessage({ type: 'ready' }), origin);
    return () => {
      window.removeEventListener('message', receive);
      window.removeEventListener(EDIT_BLOCK_EVENT, forward);
      window.removeEventListener(ADD_BLOCK_EVENT, forward);
    };
  }, []);

  const page = posted?.page;
  const blocks = page?.blocks ?? loaded.blocks;
  const selectedUid = posted?.selectedUid ?? null;
  const ySpacing = page?.properties.ySpacing ?? loaded.ySpacing;

  // The selected block's frame is marked (outside React's attributes, so renders keep it) and scrolled to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new blocks may have replaced the marked element.
  useLayoutEffect(() => {
    const root = region.current;
    if (!root) return;
    for (const element of root.querySelectorAll(`[${SELECTED}]`)) element.removeAttribute(SELECTED);
    if (selectedUid !== null) blockElement(root, selectedUid)?.setAttribute(SELECTED, 'true');
  }, [blocks, selectedUid]);
  useEffect(() => {
    if (selectedUid === null || !region.current) return;
    blockElement(region.current, selectedUid)?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedUid]);

  const stayOnPage = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
  };
  const keepForm = (event: SyntheticEvent) => event.preventDefault();

  return (
    <div
      className="editor-frame-canvas"
      data-editor-frame={listening ? 'listening' : 'loading'}
      ref={region}
      onClickCapture={stayOnPage}
      onSubmitCapture={keepForm}
    >
      {viewportStyles ? <link rel="stylesheet" href={viewportStyles} precedence="editor" /> : null}
      <BlockRenderer
        blocks={blocks}
        mode="preview"
        visitor={loaded.visitor}
        data={loaded.data}
        ySpacing={ySpacing}
        label={loaded.label}
        path={loaded.path}
      />
    </div>
  );
}
