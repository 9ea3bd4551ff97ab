import type { RefObject } from 'react';
import type { Page } from '../../../core/blocks/types';
import type { EditorEnvironment, InsertTarget } from '../../../core/page-editor';

export interface CanvasDragLayerProps {
  page: Page;
  env: EditorEnvironment;
  canvas: RefObject<HTMLElement | null>;
  selectedUid: string | null;
  onMove: (uid: string, target: InsertTarget) => void;
  onResize: (uid: string, size: { x: number; y: number }) => void;
  onSelect: (uid: string) => void;
}

/** Placeholder until drag and resize arrive (app/editor/canvas-dnd is built on its own branch). */
export function CanvasDragLayer(_props: CanvasDragLayerProps) {
  return null;
}

export default CanvasDragLayer;
