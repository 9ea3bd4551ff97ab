import { forwardRef, memo } from 'react';

/**
 * The core renderer's SVG of the side on show, inlined: the same markup the print files and mockups are
 * drawn from. It re-renders only when the markup changes; while a layer is dragged the canvas moves that
 * layer's group directly (see liveLayerGroup), and the next commit replaces the markup.
 */
export const DesignSvg = memo(
  forwardRef<HTMLDivElement, { svg: string }>(function DesignSvg({ svg }, ref) {
    return (
      <div
        ref={ref}
        className="studio-design"
        aria-hidden="true"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: core/design's renderer escapes all text and the schema allows only same-origin image paths.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  }),
);

/**
 * The group of the layer at `index` (bottom first) in the renderer's markup: the root svg's one group
 * holds a group per layer (svg > g > g).
 */
export function liveLayerGroup(container: HTMLElement | null, index: number): SVGGElement | null {
  const layers = container?.querySelector(':scope > svg > g');
  const group = layers?.children[index];
  return group instanceof SVGGElement ? group : null;
}
