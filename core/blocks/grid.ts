/**
 * The legacy masonry grid (spec §2, §9): 12 columns on large screens, 6 on extra small.
 *
 * Our reading of the spec: block widths are stored in twelfths. From 'sm' up the grid has 12 columns and
 * a block spans its width, never below its type's minimum (3 by default; banner and carousel 12). On
 * 'xs' the grid has 6 columns and a width is halved, rounded up, and kept at least 3: a 3-wide block
 * takes 3 of 6 (half the row, two per row on a phone), 6 → 3, 9 → 5, 12 → 6; a banner (minimum 12) is
 * always the full row. Blocks fill rows left to right in order, starting a new row when the next one
 * does not fit. `y` is the block's height in rows (a masonry tile spanning several rows).
 */
import type { BreakpointName } from '../constants/breakpoints';
import { LIMITS } from '../constants/limits';
import { clampSize } from './rules';
import type { Block } from './types';

export const XS_COLUMNS = 6;
/** Narrowest span on the 6-column grid. */
export const XS_MIN_SPAN = 3;

/** Columns of the grid at a breakpoint. */
export function gridColumns(breakpoint: BreakpointName): number {
  return breakpoint === 'xs' ? XS_COLUMNS : LIMITS.gridColumns;
}

/** The columns a block of width `x` (in twelfths) spans at a breakpoint, given its type's minimum. */
export function columnSpan(
  x: number,
  breakpoint: BreakpointName,
  minSize: number = LIMITS.minBlockSize,
): number {
  const width = clampSize({ x }, minSize).x;
  if (breakpoint !== 'xs') return width;
  return Math.min(XS_COLUMNS, Math.max(XS_MIN_SPAN, Math.ceil((width * XS_COLUMNS) / LIMITS.gridColumns)));
}

export interface GridCell<B> {
  block: B;
  /** Columns spanned. */
  span: number;
  /** Rows spanned (the block's y). */
  rows: number;
  /** Columns before it in its row (0-based). */
  offset: number;
}

export interface GridRow<B> {
  cells: GridCell<B>[];
  /** Columns of the grid. */
  columns: number;
}

/**
 * Rows of blocks with their spans at a breakpoint. `minSize` gives a type's minimum width (a registry's
 * minSize); the default minimum is 3 for every type except banner and carousel (12).
 */
export function gridPlacement<B extends Pick<Block, 'type' | 'size'>>(
  blocks: readonly B[],
  breakpoint: BreakpointName,
  minSize: (type: string) => number = defaultMinSize,
): GridRow<B>[] {
  const columns = gridColumns(breakpoint);
  const rows: GridRow<B>[] = [];
  let current: GridRow<B> = { cells: [], columns };
  let used = 0;
  for (const block of blocks) {
    const span = columnSpan(block.size.x, breakpoint, minSize(block.type));
    if (used + span > columns && current.cells.length > 0) {
      rows.push(current);
      current = { cells: [], columns };
      used = 0;
    }
    current.cells.push({ block, span, rows: clampSize(block.size).y, offset: used });
    used += span;
  }
  if (current.cells.length > 0) rows.push(current);
  return rows;
}

const FULL_WIDTH_TYPES: ReadonlySet<string> = new Set(['banner', 'carousel']);

function defaultMinSize(type: string): number {
  return FULL_WIDTH_TYPES.has(type) ? LIMITS.gridColumns : LIMITS.minBlockSize;
}
