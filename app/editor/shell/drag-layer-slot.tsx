import { lazy, Suspense } from 'react';
import type { CanvasDragLayerProps } from '../canvas-dnd/canvas-drag-layer';

const CanvasDragLayer = lazy(async () => ({
  default: (await import('../canvas-dnd/canvas-drag-layer')).CanvasDragLayer,
}));

/** Drag and resize over the canvas (app/editor/canvas-dnd), loaded with the editor, never for shoppers. */
export function DragLayerSlot(props: CanvasDragLayerProps) {
  return (
    <Suspense fallback={null}>
      <CanvasDragLayer {...props} />
    </Suspense>
  );
}
