import { type KeyboardEvent, type PointerEvent, type RefObject, useRef, useState } from 'react';
import type { Block } from '../../../core/blocks/types';
import type { Rect } from './geometry';
import { gridBoxOf } from './measure';
import {
  clampSpan,
  columnPitch,
  columnsLabel,
  type SpanLimits,
  snapSpan,
  spanLimits,
  spanOf,
  spanWidth,
  widthOfSpan,
} from './resize';

interface PointerResize {
  pointerId: number;
  startX: number;
  startSpan: number;
  direction: 1 | -1;
  pitch: number;
  gap: number;
}

export interface ResizeHandlesProps {
  block: Pick<Block, 'uid' | 'type' | 'size'>;
  title: string;
  minSize: number;
  rect: Rect;
  canvas: RefObject<HTMLElement | null>;
  onResize: (uid: string, size: { x: number; y: number }) => void;
}

/**
 * Width handles on the selected page block's left and right edges. A pointer drag snaps to the grid's
 * columns and shows the width it will take (an outline and '6 of 12 columns'), calling onResize once when
 * it ends; the right handle is a slider for the keyboard (arrows change the width by one column, Home and
 * End go to the narrowest and widest). Never below the type's minimum nor wider than the grid.
 */
/** Half a handle's width (24 px, the WCAG 2.2 target size; it is centred on the edge). */
const HANDLE_HALF = 12;

export function ResizeHandles({ block, title, minSize, rect, canvas, onResize }: ResizeHandlesProps) {
  const [preview, setPreview] = useState<{ span: number; width: number } | null>(null);
  const drag = useRef<PointerResize | null>(null);
  const limits: SpanLimits = spanLimits(canvas.current?.clientWidth ?? rect.width, minSize);
  const span = spanOf(block.size.x, limits, minSize);
  const shown = preview?.span ?? span;

  const commit = (next: number) => {
    const clamped = clampSpan(next, limits);
    if (clamped !== span) onResize(block.uid, { x: widthOfSpan(clamped, limits), y: block.size.y });
  };

  const start = (direction: 1 | -1) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !canvas.current) return;
    const grid = gridBoxOf(canvas.current, block.uid);
    if (!grid) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startSpan: span,
      direction,
      pitch: columnPitch(grid.width, grid.gap, limits.columns),
      gap: grid.gap,
    };
    setPreview({ span, width: spanWidth(span, drag.current.pitch, grid.gap) });
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const next = snapSpan(
      current.startSpan,
      event.clientX - current.startX,
      current.pitch,
      current.direction,
      limits,
    );
    // Only a change of column renders; the moves in between do nothing.
    setPreview((previous) =>
      previous?.span === next ? previous : { span: next, width: spanWidth(next, current.pitch, current.gap) },
    );
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    drag.current = null;
    const next = snapSpan(
      current.startSpan,
      event.clientX - current.startX,
      current.pitch,
      current.direction,
      limits,
    );
    setPreview(null);
    commit(next);
  };
  const cancel = () => {
    drag.current = null;
    setPreview(null);
  };
  const keys = (event: KeyboardEvent<HTMLElement>) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    let next: number | null = null;
    if (event.key in steps) next = span + (steps[event.key] ?? 0);
    else if (event.key === 'Home') next = limits.min;
    else if (event.key === 'End') next = limits.max;
    if (next === null) return;
    event.preventDefault();
    commit(next);
  };
  const label = columnsLabel(shown, limits.columns);
  // The handles straddle the block's edges. The right one is kept inside the canvas: a full-width block's
  // would otherwise stick out and widen a phone's page (which then scrolls sideways). The left one stays
  // on the edge, clear of the drag handle in the block's corner (the overlay clips what sticks out).
  const canvasWidth = canvas.current?.clientWidth ?? Number.POSITIVE_INFINITY;
  const rightEdge = Math.min(rect.x + rect.width, canvasWidth - HANDLE_HALF);
  const pointerHandlers = {
    onPointerMove: move,
    onPointerUp: end,
    onPointerCancel: cancel,
    onLostPointerCapture: cancel,
  };
  return (
    <>
      {preview ? (
        <div
          className="canvas-dnd-resize-preview"
          style={{ left: rect.x, top: rect.y, width: preview.width, height: rect.height }}
        />
      ) : null}
      <div
        className="canvas-dnd-resize canvas-dnd-resize-left"
        style={{ left: rect.x, top: rect.y, height: rect.height }}
        aria-hidden="true"
        onPointerDown={start(-1)}
        {...pointerHandlers}
      />
      <div
        role="slider"
        tabIndex={0}
        className="canvas-dnd-resize canvas-dnd-resize-right"
        style={{ left: rightEdge, top: rect.y, height: rect.height }}
        aria-label={`Width of the ${title} block`}
        aria-orientation="horizontal"
        aria-valuemin={limits.min}
        aria-valuemax={limits.max}
        aria-valuenow={shown}
        aria-valuetext={label}
        data-resizing={preview ? 'true' : undefined}
        onKeyDown={keys}
        onPointerDown={start(1)}
        {...pointerHandlers}
      />
      <p
        className="canvas-dnd-width"
        aria-hidden="true"
        style={{ left: rect.x + rect.width / 2, top: rect.y + 4 }}
      >
        {label}
      </p>
    </>
  );
}
