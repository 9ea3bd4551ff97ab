import { isInsideArea, layerBounds, layerCentre, overlapsArea } from './geometry';
import { effectiveDpi, MIN_DPI } from './limits';
import { DESIGN_MESSAGES as M } from './messages';
import { estimateLine, type MeasureLine, textInkBox } from './text-layout';
import { type Box, type DesignDocument, type Layer, type PrintArea, SIDES, type Side } from './types';

export type PreflightCode =
  | 'empty-design'
  | 'empty-text'
  | 'low-resolution'
  | 'outside-print-area'
  | 'entirely-outside'
  | 'invisible';

/** An 'error' stops a design from being saved; a 'warning' is shown and the shopper may go on. */
export interface PreflightIssue {
  code: PreflightCode;
  severity: 'error' | 'warning';
  message: string;
  side: Side | null;
  layerId: string | null;
  /** The document field the issue is about, as in schema errors ('sides.front.layers.1'). */
  field: string;
}

/** Whether a layer puts any ink inside its print area. */
export function printsSomething(layer: Layer, area: PrintArea): boolean {
  if (layer.opacity <= 0) return false;
  if (layer.kind === 'text' && layer.text.trim().length === 0) return false;
  return overlapsArea(layerBounds(layer), area);
}

/** The sides that will be printed: those with at least one layer that puts ink down. */
export function printedSides(document: DesignDocument): Side[] {
  return SIDES.filter((side) => {
    const content = document.sides[side];
    return content?.layers.some((layer) => printsSomething(layer, content.printArea)) ?? false;
  });
}

/** The lower of an image layer's horizontal and vertical print resolutions, rounded down. */
export function imageDpi(layer: Extract<Layer, { kind: 'image' }>): number {
  return Math.floor(
    Math.min(effectiveDpi(layer.pixelWidth, layer.width), effectiveDpi(layer.pixelHeight, layer.height)),
  );
}

/**
 * The axis-aligned box around what a layer draws once rotated about its centre: for text, its glyphs as the
 * renderer lays them out as well as its box (text too large for its box spills out of it).
 */
export function drawnBounds(layer: Layer, measure: MeasureLine = estimateLine): Box {
  if (layer.kind !== 'text') return layerBounds(layer);
  const ink = textInkBox(layer, measure);
  const centre = layerCentre(layer);
  const radians = (layer.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const corners = [
    [ink.x, ink.y],
    [ink.x + ink.width, ink.y],
    [ink.x, ink.y + ink.height],
    [ink.x + ink.width, ink.y + ink.height],
  ].map(([x = 0, y = 0]) => {
    const dx = x - centre.x;
    const dy = y - centre.y;
    return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
  });
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

export interface PreflightOptions {
  /**
   * How text is measured: the editor passes the browser's measure with the loaded faces; without it a
   * generous estimate (`estimateLine`) stands in.
   */
  measureText?: MeasureLine;
}

/**
 * The print checks of the studio: an empty design (error), and per layer an image below 150 DPI at its
 * printed size (300 DPI for paper goods), content outside the print area, empty text and invisible layers
 * (warnings). Text is checked by its glyphs, not only its box, so text cut off at the print area's edge is
 * always announced.
 */
export function preflight(document: DesignDocument, options: PreflightOptions = {}): PreflightIssue[] {
  const measure = options.measureText ?? estimateLine;
  const issues: PreflightIssue[] = [];
  const minimum = MIN_DPI[document.medium];
  for (const side of SIDES) {
    const content = document.sides[side];
    if (!content) continue;
    content.layers.forEach((layer, index) => {
      const field = `sides.${side}.layers.${index}`;
      const warn = (code: PreflightCode, message: string, at = field) =>
        issues.push({ code, severity: 'warning', message, side, layerId: layer.id, field: at });
      if (layer.kind === 'text' && layer.text.trim().length === 0) {
        warn('empty-text', M.emptyText, `${field}.text`);
        return;
      }
      if (layer.opacity <= 0) {
        warn('invisible', M.invisible, `${field}.opacity`);
        return;
      }
      const bounds = drawnBounds(layer, measure);
      if (!overlapsArea(bounds, content.printArea)) warn('entirely-outside', M.entirelyOutside);
      else if (!isInsideArea(bounds, content.printArea)) warn('outside-print-area', M.outsidePrintArea);
      if (layer.kind === 'image') {
        const dpi = imageDpi(layer);
        if (dpi < minimum) warn('low-resolution', M.lowResolution(dpi, minimum));
      }
    });
  }
  if (printedSides(document).length === 0) {
    issues.unshift({
      code: 'empty-design',
      severity: 'error',
      message: M.emptyDesign,
      side: null,
      layerId: null,
      field: 'sides',
    });
  }
  return issues;
}

/** The blocking issues as a field map for a 422 ('sides' → ['Your design is empty…']). */
export function preflightErrors(issues: readonly PreflightIssue[]): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    if (issue.severity !== 'error') continue;
    errors[issue.field] ??= [];
    errors[issue.field]?.push(issue.message);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
