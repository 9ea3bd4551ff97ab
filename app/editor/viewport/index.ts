/**
 * The page editor's viewport previews (§4 viewports). Only what a store route needs is here, and it loads
 * nothing until used: the frame's canvas and the editor's preview come with dynamic import(), so their code
 * (zod, the protocol, the editor styles) never reaches a shopper's bundle.
 */
import { createElement, lazy, Suspense } from 'react';
import type { PageBlocksProps } from '../../components/blocks/page-blocks';
import type { ViewportPreviewProps } from './viewport-preview';

export type { ViewportPreviewProps } from './viewport-preview';

/** The query parameter that marks the editor's preview frame (with preview=1). */
export const EDITOR_FRAME_PARAM = 'editorFrame';

/**
 * Whether an address is the editor's preview frame: preview=1 and editorFrame=1. The route still renders the
 * frame's canvas only when the page is in preview mode (the visitor may edit it).
 */
export function isEditorFrame(url: URL): boolean {
  return url.searchParams.get('preview') === '1' && url.searchParams.get(EDITOR_FRAME_PARAM) === '1';
}

const FramedCanvasModule = lazy(async () => ({ default: (await import('./framed-canvas')).FramedCanvas }));
const ViewportPreviewModule = lazy(async () => ({
  default: (await import('./viewport-preview')).ViewportPreview,
}));

/** The frame's side: the page's blocks as the editor posts them (see framed-canvas.tsx). */
export function LazyFramedCanvas(props: PageBlocksProps) {
  return createElement(Suspense, { fallback: null }, createElement(FramedCanvasModule, props));
}

/** The editor's side: the page in a frame of a viewport's width (see viewport-preview.tsx). */
export function LazyViewportPreview(props: ViewportPreviewProps) {
  return createElement(Suspense, { fallback: null }, createElement(ViewportPreviewModule, props));
}
