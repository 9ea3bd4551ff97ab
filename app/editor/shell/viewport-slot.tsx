import type { ReactNode } from 'react';
import type { Page } from '../../../core/blocks/types';
import { EDITOR_VIEWPORTS, type EditorViewport } from '../../../core/page-editor';
import { ViewportPreview } from '../viewport/viewport-preview';

/** The toolbar's name for a viewport: 'Medium (768 px)'. */
export function viewportLabel(viewport: EditorViewport): string {
  const entry = EDITOR_VIEWPORTS.find((candidate) => candidate.name === viewport);
  const names: Record<EditorViewport, string> = {
    xl: 'Extra large',
    lg: 'Large',
    md: 'Medium',
    sm: 'Small',
    xs: 'Extra small',
  };
  return `${names[viewport]} (${viewport === 'xs' ? 'under 576' : `${entry?.minWidth ?? 0}`} px)`;
}

export interface ViewportSlotProps {
  /** The viewport chosen in the toolbar. */
  viewport: EditorViewport;
  /** The viewport of the editor's own window: the canvas is edited in place there. */
  own: EditorViewport;
  page: Page;
  path: string;
  /** The canvas as the shell renders it at the window's own width (drag, resize, outlines). */
  canvas: ReactNode;
  selectedUid: string | null;
  onSelect(uid: string): void;
  onAdd(position: number): void;
  /** Back to the window's own width. */
  onClose(): void;
}

/**
 * Where the page is drawn: in place at the window's own viewport, else in a frame of the chosen viewport's
 * real width (app/editor/viewport), where the storefront's media queries apply and the unsaved page is
 * posted on every change; its Edit and Add controls select and add here.
 */
export function ViewportSlot({ viewport, own, canvas, page, path, ...frame }: ViewportSlotProps) {
  if (viewport === own) return <>{canvas}</>;
  return <ViewportPreview key={viewport} page={page} viewport={viewport} path={path} {...frame} />;
}
