/**
 * The preview frame's size at each viewport. The frame keeps the viewport's real width, so the page's
 * media queries see it, and is scaled down with a CSS transform when the editor has less room; its height
 * fills the room left, in the frame's own (unscaled) pixels.
 */
import type { EditorViewport } from '../../../core/page-editor/viewports';

/** The frame width of each viewport: its breakpoint, and a phone's 375 px for xs (which starts at 0). */
export const VIEWPORT_FRAME_WIDTHS: Readonly<Record<EditorViewport, number>> = Object.freeze({
  xl: 1200,
  lg: 992,
  md: 768,
  sm: 576,
  xs: 375,
});

/** Height of the frame while the room it has is not known yet (or is too small to be useful). */
export const MIN_FRAME_HEIGHT = 480;

export interface FrameLayout {
  /** The frame's real width and height (CSS px inside the frame). */
  width: number;
  height: number;
  /** 1, or less when the frame is shrunk to fit. */
  scale: number;
  /** The room the scaled frame takes in the editor. */
  outerWidth: number;
  outerHeight: number;
}

function positive(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

/** How much a frame of `frameWidth` is shrunk to fit `availableWidth`: never enlarged; 1 when unknown. */
export function frameScale(frameWidth: number, availableWidth: number): number {
  if (!positive(frameWidth) || !positive(availableWidth)) return 1;
  return Math.min(1, availableWidth / frameWidth);
}

/** The frame of a viewport in the room the editor gives it (0 for a side not measured yet). */
export function frameLayout(
  viewport: EditorViewport,
  available: { width: number; height: number },
): FrameLayout {
  const width = VIEWPORT_FRAME_WIDTHS[viewport];
  const scale = frameScale(width, available.width);
  const height = Math.max(
    MIN_FRAME_HEIGHT,
    positive(available.height) ? Math.floor(available.height / scale) : 0,
  );
  return {
    width,
    height,
    scale,
    outerWidth: Math.floor(width * scale),
    outerHeight: Math.floor(height * scale),
  };
}

/** The preview's label: "Previewing at md (768 px)". */
export function viewportLabel(viewport: EditorViewport): string {
  return `Previewing at ${viewport} (${VIEWPORT_FRAME_WIDTHS[viewport]} px)`;
}

/** The shrink shown beside the label, "Shown at 64%"; null at full size. */
export function scaleNote(scale: number): string | null {
  return scale < 1 ? `Shown at ${Math.round(scale * 100)}%` : null;
}

/** A path of this origin: one leading slash, no backslash or white space (browsers drop tabs and newlines). */
const SAME_ORIGIN_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * The frame's address: the page in preview mode, marked as the editor's frame. `path` is the page's path,
 * perhaps with a query of its own, which is kept; anything but a path of this origin ('//host', '/\\host',
 * 'https://…') becomes the home page, so the frame is always same-origin.
 */
export function editorFrameSrc(path: string): string {
  const [pathname = '', query = ''] = path.split('#')[0]?.split('?') ?? [];
  const params = new URLSearchParams(query);
  params.set('preview', '1');
  params.set('editorFrame', '1');
  return `${SAME_ORIGIN_PATH.test(pathname) ? pathname : '/'}?${params.toString()}`;
}
