/**
 * Resizing a page block on the masonry grid: 12 columns, or 6 on xs (core/blocks/grid). Widths are stored
 * in twelfths; on xs a span of n of 6 columns is stored as 2n twelfths, which the grid shows as n again.
 * Never below the type's minimum (as the grid shows it) nor wider than the grid.
 */
import { columnSpan } from '../../../core/blocks/grid';
import { LIMITS } from '../../../core/constants/limits';
import { pageGridColumns, viewportForWidth } from '../../../core/page-editor';

export interface SpanLimits {
  columns: number;
  min: number;
  max: number;
}

/** The grid's columns at a canvas width and the spans a block of a type's minimum may take there. */
export function spanLimits(canvasWidth: number, minSize: number): SpanLimits {
  const columns = pageGridColumns(viewportForWidth(canvasWidth));
  const breakpoint = columns === LIMITS.gridColumns ? 'sm' : 'xs';
  return { columns, min: columnSpan(minSize, breakpoint, minSize), max: columns };
}

/** The columns a block of width `x` (twelfths) spans on this grid. */
export function spanOf(x: number, limits: SpanLimits, minSize: number): number {
  return columnSpan(x, limits.columns === LIMITS.gridColumns ? 'sm' : 'xs', minSize);
}

export function clampSpan(span: number, limits: SpanLimits): number {
  return Math.min(limits.max, Math.max(limits.min, Math.round(span)));
}

/** The stored width (twelfths) of a span on this grid. */
export function widthOfSpan(span: number, limits: SpanLimits): number {
  return Math.min(LIMITS.gridColumns, Math.round((span * LIMITS.gridColumns) / limits.columns));
}

/** Column pitch of a grid box: one column and one gap (px). */
export function columnPitch(gridWidth: number, gap: number, columns: number): number {
  const column = (gridWidth - gap * (columns - 1)) / columns;
  return column + gap;
}

/**
 * The span a pointer drag asks for: the starting span plus the columns the pointer moved (to the nearest
 * column), clamped. `direction` is 1 for the right edge, -1 for the left one (moving it left widens).
 */
export function snapSpan(
  startSpan: number,
  movedPx: number,
  pitch: number,
  direction: 1 | -1,
  limits: SpanLimits,
): number {
  if (!(pitch > 0) || !Number.isFinite(movedPx)) return clampSpan(startSpan, limits);
  return clampSpan(startSpan + Math.round((direction * movedPx) / pitch), limits);
}

/** The width (px) a span takes on the grid. */
export function spanWidth(span: number, pitch: number, gap: number): number {
  return span * pitch - gap;
}

/** The live label: '6 of 12 columns'. */
export function columnsLabel(span: number, columns: number): string {
  return `${span} of ${columns} ${columns === 1 ? 'column' : 'columns'}`;
}
