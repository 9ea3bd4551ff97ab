/**
 * The editor's preview viewports (§4: xl 1200, lg 992, md 768, sm 576, xs 0, the §9 breakpoints without
 * 2xl), the viewport of a width, and the grid columns at each: the page grid's (12, or 6 on xs) and a grid
 * block's (its `columns` property per breakpoint, 2 on xs, 3 from md, 4 from lg by default).
 */
import { gridColumns } from '../blocks/grid';
import { BREAKPOINTS } from '../constants/breakpoints';
import { LAYOUT } from '../constants/layout';

export type EditorViewport = 'xl' | 'lg' | 'md' | 'sm' | 'xs';

/** The viewports, widest first, with the narrowest width (px) each starts at. */
export const EDITOR_VIEWPORTS: readonly { name: EditorViewport; minWidth: number }[] = Object.freeze(
  (['xl', 'lg', 'md', 'sm', 'xs'] as const).map((name) => ({ name, minWidth: BREAKPOINTS[name] })),
);

/** The viewport a width (px) falls in; xs for anything below 576 (and for widths that are not numbers). */
export function viewportForWidth(width: number): EditorViewport {
  if (!Number.isFinite(width)) return width === Number.POSITIVE_INFINITY ? 'xl' : 'xs';
  return EDITOR_VIEWPORTS.find((viewport) => width >= viewport.minWidth)?.name ?? 'xs';
}

/** Columns of the page grid in a viewport: 12, or 6 on xs. */
export function pageGridColumns(viewport: EditorViewport): number {
  return gridColumns(viewport);
}

/** Most and fewest columns a grid block may set (as its renderer clamps them). */
const GRID_BLOCK_COLUMNS = { min: 1, max: 6 };

/**
 * Columns of a grid block in a viewport from its `columns` property ({ xs, md, lg }): sm takes xs's, xl
 * takes lg's; a missing or unusable value takes the default (2 xs, 3 md, 4 lg); whole numbers 1-6.
 */
export function gridBlockColumns(columns: unknown, viewport: EditorViewport): number {
  const set = typeof columns === 'object' && columns !== null ? (columns as Record<string, unknown>) : {};
  const band = viewport === 'xl' ? 'lg' : viewport === 'sm' ? 'xs' : viewport;
  const value = set[band];
  const count =
    typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : LAYOUT.gridColumns[band];
  return Math.min(GRID_BLOCK_COLUMNS.max, Math.max(GRID_BLOCK_COLUMNS.min, count));
}
