import { data, redirect } from 'react-router';
import { loginRedirect } from '../../core/auth/guards';
import { PAGE_MESSAGES } from '../../core/errors/page-messages';
import { isLayoutName, type LayoutName } from '../../core/layouts';
import { robotsDirective } from '../../core/seo';
import { loadPageBlocks } from '../components/blocks/lazy-page-blocks';
import { EditablePageBlocks } from '../editor/editable-page-blocks';
import { isEditorFrame } from '../editor/viewport';
import { fromJsonText, jsonTextFor } from '../json-text';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import type { Route } from './+types/page';

/**
 * Any path that no other route claims: a page record of the store, rendered from its blocks. A path with no
 * page goes to /404/ (native mode).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.tenant !== 'store') throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  const result = await context.services.pages.load(url.pathname, {
    preview: url.searchParams.get('preview') === '1',
  });
  if (!result) throw redirect('/404/');
  const visitor = await context.services.pages.visitor();
  const loginState = result.page.properties.loginState ?? 'everyone';
  if ((loginState === 'logged-in' || loginState === 'dashboard-access') && !visitor.loggedIn) {
    throw redirect(loginRedirect(`${url.pathname}${url.search}`));
  }
  if (loginState === 'logged-out' && visitor.loggedIn) throw redirect('/dashboard/');
  const { page } = result;
  await loadPageBlocks();
  return {
    path: page.url,
    title: page.properties.title ?? '',
    description: page.properties.description ?? '',
    ogImage: page.properties.ogImage ?? null,
    layout: page.layout,
    ySpacing: page.properties.ySpacing ?? 24,
    // As JSON text: the largest part of the page's hydration data, made once per cached page (json-text.ts).
    blocks: jsonTextFor(context.documentTexts, page.blocks),
    data: jsonTextFor(context.documentTexts, result.data),
    faq: result.faq,
    mode: result.mode,
    editor: result.editor,
    editorFrame: result.mode === 'preview' && isEditorFrame(url),
    visitor,
    robots: robotsDirective({
      inSitemap: page.published && page.sitemap,
      loginState,
      needsDashboardAccess: loginState === 'dashboard-access',
      isNotFound: false,
    }),
  };
}

export const handle: RouteHandle = {
  layout: (loaderData) => {
    const layout = (loaderData as { layout?: string }).layout;
    return isLayoutName(layout) ? (layout as LayoutName) : 'standard';
  },
  breadcrumb: (loaderData) => {
    const page = loaderData as { path: string; title: string };
    return page.path === '/' ? [] : [{ name: page.title || page.path, url: page.path }];
  },
};

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  if (!loaderData) return [{ title: PAGE_MESSAGES.notFoundTitle }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: loaderData.path,
    title: loaderData.title,
    description: loaderData.description,
    image: loaderData.ogImage,
    isHome: loaderData.path === '/',
    robots: loaderData.robots,
  });
}

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const {
    blocks,
    data: blockData,
    mode,
    visitor,
    ySpacing,
    faq,
    title,
    path,
    editor,
    editorFrame,
  } = loaderData;
  return (
    <div className={`store-page page-mode-${mode}`}>
      {path !== '/' && title ? <h1 className="visually-hidden">{title}</h1> : null}
      <EditablePageBlocks
        editor={editor}
        editorFrame={editorFrame}
        blocks={fromJsonText(blocks)}
        mode={mode}
        visitor={visitor}
        data={fromJsonText(blockData)}
        ySpacing={ySpacing}
        label={title}
        path={path}
        faq={faq}
      />
    </div>
  );
}
