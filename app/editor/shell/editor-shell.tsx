import { useEffect, useState } from 'react';
import type { Page } from '../../../core/blocks/types';
import { type SaveError, SHELL_MESSAGES } from '../../../core/page-editor';
import { HYDRATE_BLOCKS_EVENT } from '../../components/blocks/deferred-hydration';
// The editor renders any block type at any moment: every type's component is in hand, none is fetched.
import '../../components/blocks/every-block-type';
import { LazyPageBlocks } from '../../components/blocks/lazy-page-blocks';
import panelStyles from '../../styles/editor-panel.css?url';
import shellStyles from '../../styles/editor-shell.css?url';
import { fetchPage } from './editor-api';
import type { EditorShellProps } from './editor-shell-props';
import { PageEditor } from './page-editor';

/**
 * The page editor on the store's own origin (preview mode): reads the whole page from the pages API, then
 * hands it to PageEditor. Until then the page shows as the server rendered it. Loaded with a dynamic
 * import only in preview (lazy-editor-shell.tsx), so none of it reaches a shopper.
 */
export function EditorShell(props: EditorShellProps) {
  const { settings } = props;
  const [loaded, setLoaded] = useState<{ page: Page } | { error: SaveError } | null>(null);

  useEffect(() => {
    // Every block of the page renders at once in the editor (no waiting for idle time).
    document.documentElement.dataset.hydrateBlocks = 'all';
    window.dispatchEvent(new Event(HYDRATE_BLOCKS_EVENT));
    if (settings.pageId === null) return undefined;
    let live = true;
    fetchPage(settings.storeId, settings.pageId).then((answer) => {
      if (live) setLoaded(answer.ok ? { page: answer.page } : { error: answer.error });
    });
    return () => {
      live = false;
    };
  }, [settings.storeId, settings.pageId]);

  const styles = (
    <>
      <link rel="stylesheet" href={panelStyles} precedence="default" />
      <link rel="stylesheet" href={shellStyles} precedence="default" />
    </>
  );

  if (loaded && 'page' in loaded) {
    return (
      <>
        {styles}
        <PageEditor {...props} page={loaded.page} />
      </>
    );
  }
  return (
    <div className="editor-shell editor-shell-loading">
      {styles}
      <p className={loaded ? 'editor-error' : 'editor-loading'} role={loaded ? 'alert' : 'status'}>
        {loaded ? `${SHELL_MESSAGES.loadFailed}: ${loaded.error.message}` : SHELL_MESSAGES.loading}
      </p>
      <LazyPageBlocks
        blocks={props.blocks}
        mode="preview"
        visitor={props.visitor}
        data={props.data}
        ySpacing={props.ySpacing}
        label={props.label}
        path={props.path}
        faq={props.faq}
      />
    </div>
  );
}

export default EditorShell;
