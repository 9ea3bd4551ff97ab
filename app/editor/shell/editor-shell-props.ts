import type { PageEditorSettings } from '../../../domain/storefront-pages/editor-settings';
import type { PageBlocksProps } from '../../components/blocks/page-blocks';

/** What the page route hands the editor: the page as the server rendered it, and the editor's settings. */
export interface EditorShellProps extends Omit<PageBlocksProps, 'mode'> {
  settings: PageEditorSettings;
}
