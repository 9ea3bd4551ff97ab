import { type KeyboardEvent, useCallback, useEffect, useId, useRef } from 'react';
import type { Page } from '../../../core/blocks';
import type { EditorViewport } from '../../../core/page-editor/viewports';
import viewportStyles from '../../styles/editor-viewport.css?url';
import { editorFrameSrc, frameLayout, scaleNote, VIEWPORT_FRAME_WIDTHS, viewportLabel } from './frame-size';
import { documentMessage, parseFrameMessage } from './protocol';
import { useElementSize } from './use-element-size';

export interface ViewportPreviewProps {
  /** The live document, saved or not. */
  page: Page;
  viewport: EditorViewport;
  /** The page's path on the store's origin ('/about-us/'). */
  path: string;
  selectedUid: string | null;
  /** A block's Edit control was pressed in the frame. */
  onSelect(uid: string): void;
  /** An 'Add new block' slot was pressed in the frame: a new block at this page position. */
  onAdd(position: number): void;
  onClose(): void;
  /** A container's placeholder was pressed in the frame (it fills the placeholder's place). */
  onFill?(placeholder: { uid: string; parent: string | null; order: number }): void;
}

/**
 * The page at one of the editor's viewports: a frame of the page on this origin at the viewport's real
 * width (so the storefront's media queries apply), shrunk to fit when the editor is narrower. The live
 * document is posted to the frame when it says it is ready, when it loads and after every change (at most
 * once an animation frame); the frame's Edit and Add controls come back as onSelect and onAdd.
 */
export function ViewportPreview({
  page,
  viewport,
  path,
  selectedUid,
  onSelect,
  onAdd,
  onClose,
  onFill,
}: ViewportPreviewProps) {
  const labelId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  // The preview takes the canvas's place, which may have been scrolled far down: it is brought into view
  // (the editor mounts one per viewport).
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const layout = frameLayout(viewport, useElementSize(stage));
  const note = scaleNote(layout.scale);

  const latest = useRef({ page, selectedUid, onSelect, onAdd, onFill });
  latest.current = { page, selectedUid, onSelect, onAdd, onFill };

  const post = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    const { page: current, selectedUid: selected } = latest.current;
    target.postMessage(documentMessage(current, selected), window.location.origin);
  }, []);

  // At most one post an animation frame, always of the latest document.
  const scheduled = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new document or selection is what is posted (post reads them from latest).
  useEffect(() => {
    if (scheduled.current !== null) return;
    scheduled.current = requestAnimationFrame(() => {
      scheduled.current = null;
      post();
    });
  }, [page, selectedUid, post]);
  useEffect(
    () => () => {
      if (scheduled.current !== null) cancelAnimationFrame(scheduled.current);
      scheduled.current = null;
    },
    [],
  );

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      const handlers = latest.current;
      if (message.type === 'ready') post();
      else if (message.type === 'edit') handlers.onSelect(message.uid);
      else if (message.type === 'add') handlers.onAdd(message.position);
      else handlers.onFill?.({ uid: message.uid, parent: message.parent, order: message.order });
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [post]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <section ref={section} className="viewport-preview" aria-labelledby={labelId} onKeyDown={closeOnEscape}>
      {viewportStyles ? <link rel="stylesheet" href={viewportStyles} precedence="editor" /> : null}
      <div className="viewport-preview-bar">
        <p id={labelId} className="viewport-preview-label">
          {viewportLabel(viewport)}
        </p>
        {note ? <span className="viewport-preview-scale">{note}</span> : null}
        <button type="button" className="button viewport-preview-close" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="viewport-preview-stage" ref={stage}>
        <div
          className="viewport-preview-scaler"
          style={{ width: `${layout.outerWidth}px`, height: `${layout.outerHeight}px` }}
        >
          <iframe
            ref={frame}
            className="viewport-preview-frame"
            title={`The page at ${viewport}, ${VIEWPORT_FRAME_WIDTHS[viewport]} px wide`}
            src={editorFrameSrc(path)}
            width={layout.width}
            height={layout.height}
            // Inline, so the viewport is exactly the frame's width before the stylesheet arrives.
            style={{ border: 0, transform: layout.scale < 1 ? `scale(${layout.scale})` : undefined }}
            onLoad={post}
          />
        </div>
      </div>
    </section>
  );
}
