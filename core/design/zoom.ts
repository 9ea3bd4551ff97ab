import { IMAGES } from '../constants';

/** §9 zoom: min 1, max 2, step 0.1 (the studio canvas and image zoom). */
export const ZOOM = IMAGES.zoom;

/** A zoom level on the 0.1 grid within 1..2; anything not a number is 1. */
export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return ZOOM.min;
  const stepped = Math.round(value / ZOOM.step) * ZOOM.step;
  return Math.round(Math.min(ZOOM.max, Math.max(ZOOM.min, stepped)) * 10) / 10;
}

export const zoomIn = (value: number): number => clampZoom(value + ZOOM.step);
export const zoomOut = (value: number): number => clampZoom(value - ZOOM.step);

/** A wheel event: scrolling up (negative delta) zooms in one step, down zooms out. */
export function zoomByWheel(value: number, deltaY: number): number {
  if (deltaY === 0) return clampZoom(value);
  return deltaY < 0 ? zoomIn(value) : zoomOut(value);
}

/** Click toggles between no zoom and full zoom. */
export const toggleZoom = (value: number): number => (clampZoom(value) > ZOOM.min ? ZOOM.min : ZOOM.max);
