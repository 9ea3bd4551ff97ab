import type { PageEditorSettings } from '../../domain/storefront-pages/editor-settings';
import { LazyPageBlocks } from '../components/blocks/lazy-page-blocks';
import type { PageBlocksProps } from '../components/blocks/page-blocks';
import { LazyEditorShell } from './shell/lazy-editor-shell';
import { LazyFramedCanvas } from './viewport';

/**
 * A store page's blocks as its route renders them: for shoppers the page itself; in preview (those who may
 * edit) the page editor, or, inside the editor's viewport frame (editorFrame=1), the canvas the editor
 * posts its unsaved page to. The editor's code comes with dynamic imports only.
 */
export function EditablePageBlocks({
  editor,
  editorFrame,
  ...props
}: PageBlocksProps & { editor: PageEditorSettings | null; editorFrame: boolean }) {
  if (props.mode === 'preview' && editorFrame) return <LazyFramedCanvas {...props} />;
  const pageBlocks = <LazyPageBlocks {...props} />;
  if (props.mode !== 'preview' || !editor) return pageBlocks;
  const { mode: _mode, ...view } = props;
  return <LazyEditorShell {...view} settings={editor} fallback={pageBlocks} />;
}
