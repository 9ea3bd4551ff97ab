/**
 * Snapping while a layer is dragged: its centre snaps to the print area's centre lines and its visible
 * (rotated) edges to the print area's edges, when within a threshold; the lines it snapped to are drawn
 * as guides. Rotation snaps to the nearest 45° near it, or to 15° steps with Shift.
 */
import { layerBounds, normaliseRotation, type PrintArea } from '../../core/design';

export interface SnapGuide {
  /** 'x': a vertical line at x = at; 'y': a horizontal line at y = at (mm). */
  axis: 'x' | 'y';
  at: number;
  kind: 'centre' | 'edge';
}

export interface SnapResult {
  x: number;
  y: number;
  guides: SnapGuide[];
}

export interface MovingBox {
  /** The proposed top-left corner of the unrotated box, in mm. */
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** How close (in screen pixels) a layer must come to a line to snap to it. */
export const SNAP_DISTANCE_PX = 8;

/** The snap threshold in mm for a print area drawn `pixelsPerMm` screen pixels per mm. */
export function snapThresholdMm(pixelsPerMm: number): number {
  return pixelsPerMm > 0 ? SNAP_DISTANCE_PX / pixelsPerMm : 0;
}

interface Candidate {
  offset: number;
  guide: SnapGuide;
}

function nearest(candidates: Candidate[], threshold: number): Candidate | null {
  let best: Candidate | null = null;
  for (const candidate of candidates) {
    if (Math.abs(candidate.offset) > threshold) continue;
    // Centre lines win a tie: they are what shoppers aim for.
    if (
      !best ||
      Math.abs(candidate.offset) < Math.abs(best.offset) ||
      (Math.abs(candidate.offset) === Math.abs(best.offset) && candidate.guide.kind === 'centre')
    ) {
      best = candidate;
    }
  }
  return best;
}

/**
 * The lines a box can snap to on one axis of a print area `length` mm long: its centre to the centre line,
 * its visible edges (from `start`, `size` long) to the area's edges.
 */
function lineCandidates(
  axis: SnapGuide['axis'],
  length: number,
  start: number,
  size: number,
  centre: number,
): Candidate[] {
  return [
    { offset: length / 2 - centre, guide: { axis, at: length / 2, kind: 'centre' } },
    { offset: -start, guide: { axis, at: 0, kind: 'edge' } },
    { offset: length - (start + size), guide: { axis, at: length, kind: 'edge' } },
  ];
}

/** Where a dragged layer lands: snapped on each axis separately, with the guides it snapped to. */
export function snapMove(box: MovingBox, area: PrintArea, thresholdMm: number): SnapResult {
  if (thresholdMm <= 0) return { x: box.x, y: box.y, guides: [] };
  const bounds = layerBounds(box);
  const across = nearest(
    lineCandidates('x', area.widthMm, bounds.x, bounds.width, box.x + box.width / 2),
    thresholdMm,
  );
  const down = nearest(
    lineCandidates('y', area.heightMm, bounds.y, bounds.height, box.y + box.height / 2),
    thresholdMm,
  );
  return {
    x: box.x + (across?.offset ?? 0),
    y: box.y + (down?.offset ?? 0),
    guides: [across?.guide, down?.guide].filter((guide): guide is SnapGuide => Boolean(guide)),
  };
}

/** Degrees within which a rotation snaps to a multiple of 45°. */
export const ROTATION_SNAP_DEGREES = 3;
/** The step Shift rotates in. */
export const ROTATION_STEP_DEGREES = 15;

/** A rotation snapped to the nearest multiple of 45° when close to it, or to 15° steps when `stepped`. */
export function snapRotation(degrees: number, stepped = false): number {
  const step = stepped ? ROTATION_STEP_DEGREES : 45;
  const snapped = Math.round(degrees / step) * step;
  if (stepped || Math.abs(snapped - degrees) <= ROTATION_SNAP_DEGREES) return normaliseRotation(snapped);
  return normaliseRotation(degrees);
}
