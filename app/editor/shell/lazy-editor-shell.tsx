import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import type { EditorShellProps } from './editor-shell-props';

/**
 * The seam between a storefront route and the page editor: in preview mode the route renders this, which
 * fetches the editor's code after hydration (a dynamic import, its own chunk) and shows `fallback` (the
 * page as shoppers get it, with its edit controls) until it is in.
 */
export function LazyEditorShell({ fallback, ...props }: EditorShellProps & { fallback: ReactNode }) {
  const [Shell, setShell] = useState<ComponentType<EditorShellProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('./editor-shell').then((module) => {
      if (live) setShell(() => module.EditorShell);
    });
    return () => {
      live = false;
    };
  }, []);
  return Shell ? <Shell {...props} /> : fallback;
}
