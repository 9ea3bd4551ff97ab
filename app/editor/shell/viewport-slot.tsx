import type { ReactNode } from 'react';
import type { Page } from '../../../core/blocks/types';
import { EDITOR_VIEWPORTS, type EditorViewport } from '../../../core/page-editor';

export interface ViewportSlotProps {
  viewport: EditorViewport;
  page: Page;
  /** The canvas as the shell renders it at the window's own width. */
  canvas: ReactNode;
}

/** How a preview at a chosen width is drawn; app/editor/viewport plugs its own in through EditorShell. */
export type ViewportRenderer = (props: ViewportSlotProps) => ReactNode;

/** The widest width of each viewport shown in place (until a renderer draws the page at that width). */
const PLACEHOLDER_WIDTH: Readonly<Record<EditorViewport, number | null>> = {
  xl: null,
  lg: 1199,
  md: 991,
  sm: 767,
  xs: 575,
};

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

export function ViewportSlot({ render, ...props }: ViewportSlotProps & { render?: ViewportRenderer }) {
  if (render) return <>{render(props)}</>;
  const width = PLACEHOLDER_WIDTH[props.viewport];
  return (
    <div
      className="editor-viewport"
      data-viewport={props.viewport}
      style={width === null ? undefined : { maxWidth: `${width}px` }}
    >
      {props.canvas}
    </div>
  );
}
