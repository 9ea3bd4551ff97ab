import {
  type MouseEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { createBlockRegistry } from '../../../core/blocks/catalogue';
import { type Block, newUid, type Page } from '../../../core/blocks/types';
import {
  type ClipboardPayload,
  containerTitle,
  copyBlocks,
  type EditorEnvironment,
  type EditorViewport,
  type InsertTarget,
  liveChildren,
  locateBlock,
  PAGE_CONTAINER,
  type SavePlan,
  SHELL_MESSAGES,
  savingClearsAt,
  shouldOfferDraft,
  viewportForWidth,
} from '../../../core/page-editor';
import { ADD_BLOCK_EVENT, EDIT_BLOCK_EVENT } from '../../components/blocks/context';
import { LazyPageBlocks } from '../../components/blocks/lazy-page-blocks';
import { browserStorage } from '../../studio/local-draft';
import { BlockSidebar } from './block-sidebar';
import { readBlocksFromClipboard, writeBlocksToClipboard } from './clipboard-io';
import { ConflictDialog } from './conflict-dialog';
import { clearPageDraft, readPageDraft, writePageDraft } from './draft-storage';
import { DragLayerSlot } from './drag-layer-slot';
import { fetchPage, sendSave } from './editor-api';
import type { EditorShellProps } from './editor-shell-props';
import {
  editorReducer,
  hasUnsavedChanges,
  initialEditorState,
  keepMinePlan,
  mayRedo,
  mayUndo,
  nextSavePlan,
  positionOf,
} from './editor-state';
import { EditorToolbar } from './editor-toolbar';
import { isTypingTarget, shortcutFor } from './keyboard';
import { PaletteDialog } from './palette-dialog';
import { PasteDialog } from './paste-dialog';
import { ViewportSlot } from './viewport-slot';

/** The block types the editor knows (core's catalogue; the components stay with the storefront). */
const editorRegistry = createBlockRegistry();

/** How long typing waits before the draft is written to local storage. */
const DRAFT_DELAY_MS = 400;

interface PaletteTarget extends InsertTarget {
  containerType: string;
}

/** The editor over a loaded page: canvas, toolbar, block panel, palette, save and drafts. */
export function PageEditor({ page: loadedPage, settings, ...view }: EditorShellProps & { page: Page }) {
  const env = useMemo<EditorEnvironment>(
    () => ({ registry: editorRegistry, isPro: settings.isPro }),
    [settings.isPro],
  );
  const [state, dispatch] = useReducer(editorReducer, null, () => initialEditorState(loadedPage, env));
  const latest = useRef(state);
  latest.current = state;
  const page = state.history.present;
  const dirty = hasUnsavedChanges(state);
  const draftTarget = useMemo(
    () => ({ storeId: settings.storeId, pageId: loadedPage.id, url: loadedPage.url }),
    [settings.storeId, loadedPage.id, loadedPage.url],
  );
  const [palette, setPalette] = useState<PaletteTarget | null>(null);
  const [pasteText, setPasteText] = useState<string | null>(null);
  // The window's own viewport is edited in place; another is previewed in a frame of its width.
  const [ownViewport] = useState<EditorViewport>(() =>
    typeof window === 'undefined' ? 'xl' : viewportForWidth(window.innerWidth),
  );
  const [viewport, setViewport] = useState<EditorViewport>(ownViewport);
  const canvas = useRef<HTMLDivElement>(null);
  const sidebar = useRef<HTMLElement>(null);
  /** The block whose Edit button takes the focus back when its panel closes. */
  const returnFocus = useRef<string | null>(null);

  // A draft from an earlier visit, still newer than the server's copy, is offered back.
  useEffect(() => {
    const draft = readPageDraft(browserStorage(), draftTarget);
    if (shouldOfferDraft(draft, { version: loadedPage.version, page: loadedPage }) && draft) {
      dispatch({ type: 'offerDraft', draft });
    }
  }, [draftTarget, loadedPage]);

  // Unsaved work goes to local storage as it is made (the last word typed after a short pause).
  useEffect(() => {
    // While a draft is offered, or with nothing unsaved, the stored draft is left as it is: it goes when
    // a save succeeds or the merchant discards it (one the server's copy has caught up with is never offered).
    if (state.draftOffer || !dirty) return undefined;
    const timer = setTimeout(() => {
      writePageDraft(browserStorage(), draftTarget, page, latest.current.baseVersion, Date.now());
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [page, dirty, draftTarget, state.draftOffer]);

  // isSaving clears 500 ms after the answer (§4).
  useEffect(() => {
    const clearsAt = savingClearsAt(state.save);
    if (clearsAt === null) return undefined;
    const timer = setTimeout(
      () => dispatch({ type: 'tick', at: Date.now() }),
      Math.max(0, clearsAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state.save]);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = useCallback(
    async (plan?: SavePlan) => {
      const current = latest.current;
      if (current.save.status === 'saving') return;
      const sending = plan ?? nextSavePlan(current);
      const sentPage = current.history.present;
      dispatch({ type: 'saveStart' });
      const answer = await sendSave(sending);
      if (answer.ok) {
        dispatch({ type: 'saveSucceeded', page: answer.page, at: Date.now() });
        // The draft goes unless the merchant kept editing while the save was on its way.
        if (latest.current.history.present === sentPage) clearPageDraft(browserStorage(), draftTarget);
        return;
      }
      dispatch({ type: 'saveFailed', error: answer.error, at: Date.now() });
      if (answer.error.kind === 'network') {
        // The connection is gone: the draft is written now, not after the usual pause.
        writePageDraft(
          browserStorage(),
          draftTarget,
          latest.current.history.present,
          latest.current.baseVersion,
          Date.now(),
        );
      }
      if (answer.error.kind === 'conflict' && answer.error.conflict === 'version' && loadedPage.id !== null) {
        const theirs = await fetchPage(settings.storeId, loadedPage.id);
        if (theirs.ok) dispatch({ type: 'theirsLoaded', page: theirs.page });
      }
    },
    [draftTarget, loadedPage.id, settings.storeId],
  );

  const select = useCallback((uid: string | null) => {
    dispatch({ type: 'select', uid });
  }, []);

  const closePanel = useCallback(() => {
    returnFocus.current = latest.current.selected;
    dispatch({ type: 'select', uid: null });
  }, []);

  /** Where new or pasted blocks go: after the selected block in its container, else at the page's end. */
  const insertionPoint = useCallback((): PaletteTarget => {
    const current = latest.current;
    const selected = current.selected;
    const at = selected ? positionOf(current.history.present, selected) : null;
    if (at) {
      const parent = at.parent === null ? null : locateBlock(current.history.present.blocks, at.parent);
      return { parent: at.parent, index: at.index + 1, containerType: parent?.block.type ?? PAGE_CONTAINER };
    }
    return {
      parent: null,
      index: liveChildren(current.history.present.blocks).length,
      containerType: PAGE_CONTAINER,
    };
  }, []);

  const copy = useCallback(async () => {
    const current = latest.current;
    if (!current.selected) return;
    const payload = copyBlocks(current.history.present, [current.selected]);
    if (!payload) return;
    await writeBlocksToClipboard(payload);
    dispatch({
      type: 'notice',
      notice: { tone: 'info', message: SHELL_MESSAGES.copied(payload.blocks.length) },
    });
  }, []);

  const pastePayload = useCallback(
    (payload: ClipboardPayload) => {
      const { containerType: _type, ...target } = insertionPoint();
      dispatch({ type: 'paste', payload, target });
    },
    [insertionPoint],
  );

  const paste = useCallback(async () => {
    const read = await readBlocksFromClipboard();
    if (read.ok) pastePayload(read.payload);
    else if (read.refused) setPasteText(read.stored ?? '');
    else dispatch({ type: 'notice', notice: { tone: 'error', message: read.message } });
  }, [pastePayload]);

  const duplicate = useCallback(() => {
    const uid = latest.current.selected;
    if (uid) dispatch({ type: 'duplicate', uid, copyUid: newUid() });
  }, []);

  // The preview's own controls: a block's Edit button and the 'Add new block' slots.
  useEffect(() => {
    const onEdit = (event: Event) => {
      const uid = (event as CustomEvent<{ uid?: unknown }>).detail?.uid;
      if (typeof uid === 'string') select(uid);
    };
    const onAdd = (event: Event) => {
      const position = (event as CustomEvent<{ position?: unknown }>).detail?.position;
      if (typeof position === 'number')
        setPalette({ parent: null, index: position, containerType: PAGE_CONTAINER });
    };
    window.addEventListener(EDIT_BLOCK_EVENT, onEdit);
    window.addEventListener(ADD_BLOCK_EVENT, onAdd);
    return () => {
      window.removeEventListener(EDIT_BLOCK_EVENT, onEdit);
      window.removeEventListener(ADD_BLOCK_EVENT, onAdd);
    };
  }, [select]);

  // Keyboard shortcuts, and Escape closing the block panel.
  const dialogOpen = palette !== null || pasteText !== null || state.conflict !== null;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || dialogOpen) return;
      if (
        event.key === 'Escape' &&
        latest.current.selected &&
        sidebar.current?.contains(event.target as Node)
      ) {
        event.preventDefault();
        closePanel();
        return;
      }
      const shortcut = shortcutFor(event, {
        typing: isTypingTarget(event.target),
        blockSelected: latest.current.selected !== null,
      });
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'undo') dispatch({ type: 'undo' });
      else if (shortcut === 'redo') dispatch({ type: 'redo' });
      else if (shortcut === 'copy') void copy();
      else if (shortcut === 'paste') void paste();
      else duplicate();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialogOpen, closePanel, copy, paste, duplicate]);

  // The selected block is marked on the canvas; focus goes to its panel, and back to it when it closes.
  const selected = state.selected;
  useLayoutEffect(() => {
    const root = canvas.current;
    if (!root) return;
    for (const element of root.querySelectorAll('[data-editor-selected]')) {
      element.removeAttribute('data-editor-selected');
      element.removeAttribute('aria-current');
    }
    if (!selected) return;
    const frame = root.querySelector(`[data-block-uid="${CSS.escape(selected)}"]`);
    frame?.setAttribute('data-editor-selected', 'true');
    frame?.setAttribute('aria-current', 'true');
  });
  // A newly selected block is brought into view (above the bottom sheet on a phone).
  useEffect(() => {
    if (!selected) return;
    const frame = canvas.current?.querySelector(`[data-block-uid="${CSS.escape(selected)}"]`);
    frame?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  useEffect(() => {
    if (selected) {
      sidebar.current?.focus({ preventScroll: true });
      return;
    }
    const uid = returnFocus.current;
    returnFocus.current = null;
    if (!uid) return;
    const button = canvas.current?.querySelector<HTMLElement>(
      `[data-block-uid="${CSS.escape(uid)}"] > .block-edit`,
    );
    button?.focus();
  }, [selected]);

  // A click on a block selects it; its links and forms do nothing while editing.
  const onCanvasClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (target.closest('.block-edit, .block-add')) return;
    const frame = target.closest('[data-block-uid]');
    if (!frame) return;
    if (target.closest('a[href], button[type="submit"], input[type="submit"]')) event.preventDefault();
    const uid = frame.getAttribute('data-block-uid');
    if (uid) select(uid);
  };

  const addBlock = (type: string) => {
    if (!palette) return;
    const { containerType: _type, ...target } = palette;
    setPalette(null);
    dispatch({ type: 'add', request: { ...target, type, uid: newUid() } });
  };

  const paletteName = palette ? containerTitle(env, palette.containerType) : 'page';
  const invalid = state.save.error?.fields ?? [];
  const canvasNode = (
    // A click selects the block under the pointer; by keyboard, each block's Edit button does.
    <div className="editor-canvas" ref={canvas} onClickCapture={onCanvasClick}>
      <LazyPageBlocks
        blocks={page.blocks}
        mode="preview"
        visitor={view.visitor}
        data={view.data}
        ySpacing={typeof page.properties.ySpacing === 'number' ? page.properties.ySpacing : view.ySpacing}
        label={view.label}
        path={view.path}
        faq={view.faq}
      />
      <DragLayerSlot
        page={page}
        env={env}
        canvas={canvas}
        selectedUid={selected}
        onMove={(uid, target) => dispatch({ type: 'move', uid, target })}
        onResize={(uid, size) => dispatch({ type: 'resize', uid, width: size.x })}
        onSelect={select}
      />
    </div>
  );

  return (
    <div
      className={`editor-shell${selected ? ' editor-shell-with-panel' : ''}`}
      data-editor-ready="true"
      data-page-id={page.id ?? undefined}
    >
      <EditorToolbar
        pagesUrl={settings.pagesUrl}
        canUndo={mayUndo(state)}
        canRedo={mayRedo(state)}
        blockSelected={selected !== null}
        dirty={dirty}
        isSaving={state.save.isSaving}
        saved={state.save.status === 'saved'}
        viewport={viewport}
        notice={state.notice}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onAdd={() => setPalette(insertionPoint())}
        onCopy={() => void copy()}
        onPaste={() => void paste()}
        onDuplicate={duplicate}
        onSave={() => void save()}
        onViewport={setViewport}
        onDismissNotice={() => dispatch({ type: 'notice', notice: null })}
      />
      {state.draftOffer ? (
        <section className="editor-draft-offer" aria-label="Unsaved changes">
          <p>{SHELL_MESSAGES.draftOffer}</p>
          <button
            type="button"
            className="editor-button editor-button-primary"
            onClick={() => dispatch({ type: 'restoreDraft' })}
          >
            {SHELL_MESSAGES.restoreDraft}
          </button>
          <button
            type="button"
            className="editor-button"
            onClick={() => {
              clearPageDraft(browserStorage(), draftTarget);
              dispatch({ type: 'discardDraft' });
            }}
          >
            {SHELL_MESSAGES.discardDraft}
          </button>
        </section>
      ) : null}
      <ViewportSlot
        viewport={viewport}
        own={ownViewport}
        page={page}
        path={view.path}
        canvas={canvasNode}
        selectedUid={selected}
        onSelect={select}
        onAdd={(position) => setPalette({ parent: null, index: position, containerType: PAGE_CONTAINER })}
        onClose={() => setViewport(ownViewport)}
      />
      {selected ? (
        <BlockSidebar
          ref={sidebar}
          page={page}
          env={env}
          uid={selected}
          invalid={invalid}
          themeColours={settings.themeColours}
          fonts={settings.fonts}
          onChange={(patch) => dispatch({ type: 'update', uid: selected, patch, at: Date.now() })}
          onClose={closePanel}
          onMove={(delta) => dispatch({ type: 'moveBy', uid: selected, delta })}
          onPublish={(published) => dispatch({ type: 'publish', uid: selected, published })}
          onDuplicate={duplicate}
          onDelete={() => {
            dispatch({ type: 'remove', uid: selected });
            dispatch({ type: 'notice', notice: { tone: 'info', message: SHELL_MESSAGES.deleted } });
          }}
          onSelect={select}
          onAddItem={(parent: Block) =>
            setPalette({
              parent: parent.uid,
              index: liveChildren(parent.items).length,
              containerType: parent.type,
            })
          }
        />
      ) : null}
      {palette ? (
        <PaletteDialog
          env={env}
          page={page}
          containerType={palette.containerType}
          containerName={paletteName}
          onPick={addBlock}
          onClose={() => setPalette(null)}
        />
      ) : null}
      {pasteText !== null ? (
        <PasteDialog
          initialText={pasteText}
          onClose={() => setPasteText(null)}
          onPaste={(payload) => {
            setPasteText(null);
            pastePayload(payload);
          }}
        />
      ) : null}
      {state.conflict ? (
        <ConflictDialog
          ready={state.conflict.theirs !== null}
          onReloadTheirs={() => dispatch({ type: 'reloadTheirs' })}
          onKeepMine={() => {
            const plan = keepMinePlan(latest.current);
            dispatch({ type: 'keepMine' });
            if (plan) void save(plan);
          }}
        />
      ) : null}
    </div>
  );
}
