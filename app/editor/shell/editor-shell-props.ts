import type { PageEditorSettings } from '../../../domain/storefront-pages/editor-settings';
import type { PageBlocksProps } from '../../components/blocks/page-blocks';
import type { ViewportRenderer } from './viewport-slot';

/** What the page route hands the editor: the page as the server rendered it, and the editor's settings. */
export interface EditorShellProps extends Omit<PageBlocksProps, 'mode'> {
  settings: PageEditorSettings;
  /** Draws the preview at a chosen width (app/editor/viewport); in place at the window's width otherwise. */
  renderViewport?: ViewportRenderer;
}
