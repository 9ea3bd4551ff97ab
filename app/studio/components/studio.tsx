import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type DesignDocument, type PreflightIssue, preflight } from '../../../core/design';
import { createEditorState, currentDocument, editorReducer, selectedLayer } from '../editor-state';
import { measureLineInBrowser, useDesignFonts } from '../fonts';
import { canRedo, canUndo } from '../history';
import { SHORTCUTS } from '../keyboard';
import type { PendingSave } from '../local-draft';
import {
  blankDesignFor,
  carryDesign,
  colourOf,
  layersLeftBehind,
  productSides,
  SIDE_LABELS,
  type StudioProduct,
  sideScene,
} from '../studio-product';
import { imageFiles, useUploads } from '../uploads';
import { useCheckout } from '../use-checkout';
import { useLocalDraft } from '../use-local-draft';
import { useStudioKeyboard } from '../use-studio-keyboard';
import { Canvas, garmentSources } from './canvas';
import { ImagePanel } from './image-panel';
import { LayersPanel } from './layers-panel';
import { type OrderChoice, OrderPanel } from './order-panel';
import { ProductPanel } from './product-panel';
import { TextPanel } from './text-panel';

export type PanelTab = 'product' | 'text' | 'image' | 'layers' | 'order';

const TABS: { value: PanelTab; label: string }[] = [
  { value: 'product', label: 'Product' },
  { value: 'text', label: 'Text' },
  { value: 'image', label: 'Image' },
  { value: 'layers', label: 'Layers' },
  { value: 'order', label: 'Buy' },
];

/** Handed from one product's studio to another's when the shopper switches product. */
export interface CarriedDesign {
  document: DesignDocument;
  colour: string;
}

interface Props {
  product: StudioProduct;
  products: readonly StudioProduct[];
  colour: string | null;
  carried: CarriedDesign | null;
  /** The panel shown first (the product chooser when the address names no product). */
  initialTab?: PanelTab;
}

/**
 * The design studio: pick a product and colour, add and arrange text and images on each side, check the
 * design for print and buy it. Panels sit beside the canvas on wide screens and open as bottom sheets on
 * a phone.
 */
export function Studio({ product, products, colour: initialColour, carried, initialTab = 'text' }: Props) {
  const navigate = useNavigate();
  const id = useId();
  const [state, dispatch] = useReducer(
    editorReducer,
    { product, carried, initialColour },
    ({ product, carried, initialColour }) =>
      createEditorState({
        document: carried ? carryDesign(carried.document, product) : blankDesignFor(product),
        colour: colourOf(product, carried?.colour ?? initialColour)?.name ?? '',
      }),
  );
  const document = currentDocument(state);
  const colour = colourOf(product, state.colour);
  const layer = selectedLayer(state);
  const sides = productSides(product);
  const scene = colour ? sideScene(product, state.side, colour.name) : null;
  const fonts = useDesignFonts(document);
  // Text is checked as drawn with the faces the browser has, again once they have loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the measure changes when the fonts load.
  const issues = useMemo(
    () => preflight(document, { measureText: measureLineInBrowser }),
    [document, fonts.state],
  );
  const [tab, setTab] = useState<PanelTab>(initialTab);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [orderChoice, setOrderChoice] = useState<OrderChoice>({ size: '', quantity: 1 });
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const announce = useCallback((message: string) => {
    setAnnouncement('');
    window.requestAnimationFrame(() => setAnnouncement(message));
  }, []);
  const textFieldId = `${id}-text`;
  const helpId = `${id}-help`;

  const [resume, setResume] = useState<PendingSave | null>(null);
  const draft = useLocalDraft({
    customiseIt: product.customiseIt,
    document,
    colour: state.colour,
    side: state.side,
    restore: !carried,
    onRestore: (restored) => {
      dispatch({ type: 'reset', document: carryDesign(restored.document, product) });
      if (restored.colour)
        dispatch({ type: 'colour', colour: colourOf(product, restored.colour)?.name ?? '' });
      dispatch({ type: 'side', side: restored.side });
      // Picked up on the next render, once the restored document is in place.
      if (restored.pendingSave) setResume(restored.pendingSave);
    },
  });
  const documentRef = useRef(document);
  documentRef.current = document;
  const checkout = useCheckout({
    baseProduct: product.customiseIt,
    currentDocument: () => documentRef.current,
    onPending: draft.setPending,
  });

  // A save that was waiting when the page closed is tried again.
  useEffect(() => {
    if (!resume) return;
    setResume(null);
    setTab('order');
    setSheetOpen(true);
    checkout.start(resume);
  }, [resume, checkout.start]);

  useStudioKeyboard(state, dispatch, announce);

  // Fetch the side's photo in every colour once the studio is idle, so switching colour shows at once.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      for (const candidate of product.colours) {
        const photo = sideScene(product, state.side, candidate.name)?.images.photo;
        if (!photo) continue;
        const image = new Image();
        const sources = garmentSources(photo);
        image.sizes = sources.sizes;
        image.srcset = sources.srcSet;
        image.src = sources.src;
      }
    }, 1500);
    return () => window.clearTimeout(timer);
  }, [product, state.side]);
  const { uploads, upload, dismiss } = useUploads(dispatch, state.side);

  const onFiles = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      setTab('image');
      upload(files);
    },
    [upload],
  );

  // Pasting an image anywhere adds it.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = imageFiles(event.clipboardData?.files);
      if (files.length === 0) return;
      event.preventDefault();
      onFiles(files);
    };
    window.document.addEventListener('paste', onPaste);
    return () => window.document.removeEventListener('paste', onPaste);
  }, [onFiles]);

  function openTab(next: PanelTab) {
    setSheetOpen(!(next === tab && sheetOpen));
    setTab(next);
  }

  function openLayer(layerId: string) {
    const target = document.sides[state.side]?.layers.find((candidate) => candidate.id === layerId);
    if (!target) return;
    dispatch({ type: 'select', id: layerId });
    setTab(target.kind === 'text' ? 'text' : 'image');
    setSheetOpen(true);
    if (target.kind === 'text') {
      window.requestAnimationFrame(() => window.document.getElementById(textFieldId)?.focus());
    }
  }

  function showIssue(issue: PreflightIssue) {
    if (issue.side) dispatch({ type: 'side', side: issue.side });
    if (issue.layerId) {
      // After the side switch has rendered.
      window.requestAnimationFrame(() => dispatch({ type: 'select', id: issue.layerId }));
    }
    setSheetOpen(false);
  }

  function switchProduct(next: StudioProduct) {
    if (next.customiseIt === product.customiseIt) return;
    const lost = layersLeftBehind(document, next);
    if (
      lost > 0 &&
      !window.confirm(
        `${next.name} cannot be printed on every side of your design: ${lost} layer${lost === 1 ? '' : 's'} will be left behind.`,
      )
    ) {
      return;
    }
    const carriedDesign: CarriedDesign = { document, colour: state.colour };
    navigate(`/studio/${encodeURIComponent(next.customiseIt)}/`, { state: { carried: carriedDesign } });
  }

  const layers = document.sides[state.side]?.layers ?? [];
  const textLayer = layer?.kind === 'text' ? layer : null;
  const imageLayer = layer?.kind === 'image' ? layer : null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for image files; the upload button is its keyboard equivalent.
    <div
      className={`studio${sheetOpen ? ' is-sheet-open' : ''}${dragging ? ' is-dropping' : ''}`}
      data-tab={tab}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (event.currentTarget === event.target) setDragging(false);
      }}
      onDrop={(event) => {
        const files = imageFiles(event.dataTransfer.files);
        setDragging(false);
        if (files.length === 0) return;
        event.preventDefault();
        onFiles(files);
      }}
    >
      <h1 className="visually-hidden">Design your {product.name}</h1>
      <p id={helpId} className="visually-hidden">
        Select a layer in the layers list or by clicking it.{' '}
        {SHORTCUTS.map((shortcut) => `${shortcut.keys}: ${shortcut.action}.`).join(' ')}
      </p>

      <div className="studio-toolbar" role="toolbar" aria-label="Edit">
        <button
          type="button"
          className="studio-tool"
          onClick={() => dispatch({ type: 'undo' })}
          disabled={!canUndo(state.history)}
          aria-keyshortcuts="Control+Z"
        >
          Undo
        </button>
        <button
          type="button"
          className="studio-tool"
          onClick={() => dispatch({ type: 'redo' })}
          disabled={!canRedo(state.history)}
          aria-keyshortcuts="Control+Shift+Z"
        >
          Redo
        </button>
        <span className="studio-toolbar-gap" />
        <button
          type="button"
          className="studio-tool"
          onClick={() => dispatch({ type: 'zoom-out' })}
          disabled={state.zoom <= 1}
          aria-label="Zoom out"
        >
          −
        </button>
        <output className="studio-zoom" aria-label="Zoom" data-testid="studio-zoom">
          {Math.round(state.zoom * 100)}%
        </output>
        <button
          type="button"
          className="studio-tool"
          onClick={() => dispatch({ type: 'zoom-in' })}
          disabled={state.zoom >= 2}
          aria-label="Zoom in"
        >
          +
        </button>
        <span className="studio-toolbar-gap" />
        <button
          type="button"
          className="studio-tool"
          disabled={!Object.values(document.sides).some((content) => content?.layers.length)}
          onClick={() => {
            dispatch({ type: 'apply', change: () => blankDesignFor(product) });
            announce('Design cleared. Undo brings it back.');
          }}
        >
          Start over
        </button>
        <details className="studio-shortcuts">
          <summary>Shortcuts</summary>
          <dl>
            {SHORTCUTS.map((shortcut) => (
              <div key={shortcut.keys}>
                <dt>
                  <kbd>{shortcut.keys}</kbd>
                </dt>
                <dd>{shortcut.action}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>

      <div className="studio-tabs" role="tablist" aria-label="Studio tools">
        {TABS.map((option) => (
          <button
            key={option.value}
            type="button"
            role="tab"
            id={`${id}-tab-${option.value}`}
            aria-selected={tab === option.value}
            aria-controls={`${id}-panel`}
            className={`studio-tab is-${option.value}`}
            onClick={() => openTab(option.value)}
          >
            {option.label}
            {option.value === 'layers' && layers.length > 0 ? (
              <span className="studio-tab-count">{layers.length}</span>
            ) : null}
          </button>
        ))}
      </div>

      <section
        className="studio-panel"
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${tab}`}
        data-testid="studio-panel"
      >
        <div className="studio-sheet-header">
          <h2 className="studio-heading">{TABS.find((option) => option.value === tab)?.label}</h2>
          <button
            type="button"
            className="studio-sheet-close"
            onClick={() => setSheetOpen(false)}
            aria-label="Close panel"
          >
            ×
          </button>
        </div>
        {tab === 'product' ? (
          <ProductPanel
            product={product}
            products={products}
            colour={colour}
            document={document}
            onColour={(name) => dispatch({ type: 'colour', colour: name })}
            onProduct={switchProduct}
          />
        ) : null}
        {tab === 'text' ? (
          <TextPanel
            document={document}
            side={state.side}
            layer={textLayer}
            dispatch={dispatch}
            textFieldId={textFieldId}
            garmentHex={colour?.hex ?? null}
          />
        ) : null}
        {tab === 'image' ? (
          <ImagePanel
            side={state.side}
            medium={product.medium}
            layer={imageLayer}
            uploads={uploads}
            dispatch={dispatch}
            onFiles={onFiles}
            onDismiss={dismiss}
          />
        ) : null}
        {tab === 'layers' ? (
          <LayersPanel side={state.side} layers={layers} selected={layer} dispatch={dispatch} />
        ) : null}
        {tab === 'order' ? (
          <OrderPanel
            product={product}
            colour={colour}
            document={document}
            issues={issues}
            checkout={checkout.state}
            render={checkout.render}
            choice={orderChoice}
            onChoice={setOrderChoice}
            onShowIssue={showIssue}
            onAddToBasket={(size, quantity) =>
              checkout.start({
                colour: colour?.name ?? state.colour,
                size,
                quantity,
                requestedAt: Date.now(),
              })
            }
            onRetryNow={checkout.retryNow}
            onRetryRender={() => void checkout.retryRender()}
            onDone={checkout.reset}
          />
        ) : null}
      </section>

      <div className="studio-workspace">
        {sides.length > 1 ? (
          <fieldset className="studio-sides">
            <legend className="visually-hidden">Side</legend>
            {sides.map((side) => (
              <button
                key={side}
                type="button"
                className="studio-side"
                aria-pressed={state.side === side}
                onClick={() => dispatch({ type: 'side', side })}
              >
                {SIDE_LABELS[side]}
                {document.sides[side]?.layers.length ? (
                  <>
                    <span className="studio-side-dot" aria-hidden="true" />
                    <span className="visually-hidden">, has a design</span>
                  </>
                ) : null}
              </button>
            ))}
          </fieldset>
        ) : null}
        <StudioNotices
          restoredAt={draft.restoredAt}
          draftStatus={draft.status}
          fontFailures={fonts.state === 'failed' ? fonts.families : []}
          retrying={checkout.state.phase === 'retrying'}
          uploading={uploads.filter((item) => item.state === 'uploading')}
          onDismissRestored={draft.dismissRestored}
          onStartOver={() => {
            dispatch({ type: 'apply', change: () => blankDesignFor(product) });
            draft.dismissRestored();
          }}
        />
        <div
          className="studio-canvas-wrap"
          onWheel={(event) => {
            if (!event.ctrlKey) return;
            event.preventDefault();
            dispatch({ type: event.deltaY < 0 ? 'zoom-in' : 'zoom-out' });
          }}
        >
          <Canvas
            document={document}
            side={state.side}
            selectedId={state.selectedId}
            zoom={state.zoom}
            scene={scene}
            colour={colour}
            productName={product.name}
            dispatch={dispatch}
            onOpenLayer={openLayer}
            helpId={helpId}
          />
        </div>
        <div className="studio-quick-add">
          <button
            type="button"
            className="button"
            onClick={() => {
              dispatch({ type: 'select', id: null });
              openTab('text');
              setSheetOpen(true);
              window.requestAnimationFrame(() => window.document.getElementById(textFieldId)?.focus());
            }}
          >
            Add text
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setTab('image');
              setSheetOpen(true);
            }}
          >
            Add image
          </button>
        </div>
      </div>

      {dragging ? (
        <div className="studio-drop-hint" aria-hidden="true">
          Drop your image to add it
        </div>
      ) : null}
      <div className="visually-hidden" aria-live="polite" data-testid="studio-announcer">
        {announcement}
      </div>
    </div>
  );
}

interface NoticeProps {
  restoredAt: number | null;
  draftStatus: 'idle' | 'kept' | 'unavailable';
  fontFailures: string[];
  retrying: boolean;
  uploading: { id: number; name: string; progress: number }[];
  onDismissRestored(): void;
  onStartOver(): void;
}

function StudioNotices(props: NoticeProps) {
  return (
    <div className="studio-notices">
      {props.restoredAt ? (
        <div className="studio-notice" role="status" data-testid="restored-notice">
          <span>We restored the design you were working on.</span>
          <button type="button" className="button button-small" onClick={props.onDismissRestored}>
            OK
          </button>
          <button type="button" className="button button-small" onClick={props.onStartOver}>
            Start over
          </button>
        </div>
      ) : null}
      {props.retrying ? (
        <div className="studio-notice is-warning" role="status" data-testid="saved-locally">
          Saved locally, retrying…
        </div>
      ) : null}
      {props.draftStatus === 'unavailable' ? (
        <div className="studio-notice is-warning" role="status">
          This browser is not keeping a copy of your design: finish it before you close the page.
        </div>
      ) : null}
      {props.fontFailures.length > 0 ? (
        <div className="studio-notice is-warning" role="status">
          {props.fontFailures.join(', ')} could not load; a similar font is shown.
        </div>
      ) : null}
      {props.uploading.map((upload) => (
        <div key={upload.id} className="studio-notice">
          <label htmlFor={`studio-upload-${upload.id}`}>Uploading {upload.name}</label>
          <progress id={`studio-upload-${upload.id}`} max={100} value={Math.round(upload.progress * 100)} />
        </div>
      ))}
    </div>
  );
}
