import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import { z } from 'zod';
import {
  deletePageSchema,
  PAGE_ADMIN_MESSAGES,
  pageActionSchema,
  pageSettingsSchema,
} from '../../../../core/page-admin';
import { dashboardPath } from '../../../components/dashboard/nav-items';
import { PageActions } from '../../../components/dashboard/pages/page-actions';
import { exactTime } from '../../../components/dashboard/pages/relative-time';
import {
  PAGE_SETTINGS_LABELS,
  PageSettingsFields,
  type PageSettingsValues,
} from '../../../components/dashboard/pages/settings-fields';
import { AccountForm, type FormAnswer } from '../../../components/forms/form';
import { formValues } from '../../../components/forms/form-data';
import { intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import pagesStyles from '../../../styles/dashboard-pages.css?url';
import { requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import { dashboardMeta } from '../collections/dashboard-meta';
import { STORE_LAYOUT_ID, type loader as storeLayoutLoader } from '../store-layout';
import { refuseArea } from '../team/area-refusal.server';
import type { Route } from './+types/settings';
import { pageIdOf } from './page-id';

export function links() {
  return [{ rel: 'stylesheet', href: pagesStyles }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const services = context.services.dashboard.pages;
  const page = await services.read(storeId, pageIdOf(params.page));
  if (!page.ok) refuseArea(page, storeId, 'pages');
  const images = await services.ogImages(storeId);
  if (!images.ok) refuseArea(images, storeId, 'pages');
  const choices = images.value.map(({ path, name }) => ({ path, name }));
  const ogImage = page.value.ogImage;
  if (ogImage && !choices.some((choice) => choice.path === ogImage))
    choices.unshift({ path: ogImage, name: ogImage.split('/').at(-1) ?? ogImage });
  const url = new URL(request.url);
  const notice = url.searchParams.has('created')
    ? PAGE_ADMIN_MESSAGES.created
    : url.searchParams.has('duplicated')
      ? PAGE_ADMIN_MESSAGES.duplicated(page.value.url)
      : url.searchParams.has('homepage')
        ? PAGE_ADMIN_MESSAGES.homepageSet(url.searchParams.get('homepage')?.slice(0, 200) || null)
        : null;
  return { storeId, page: page.value, images: choices, notice };
}

const ids = (params: Record<string, string | undefined>) =>
  [storeIdOf(params.store), pageIdOf(params.page)] as const;
const settingsPath = (params: Record<string, string | undefined>, id: number, query: string) =>
  `${dashboardPath(storeIdOf(params.store), `pages/${id}/`)}?${query}`;

export const action = multiIntentFormAction({
  guard: ({ context, request }) => requirePlatformDashboard(context, request),
  intents: {
    save: intentForm({
      schema: pageSettingsSchema,
      run: (_input, { context, params, form }) =>
        context.services.dashboard.pages.save(...ids(params), formValues(form)),
      onSuccess: () => data<FormAnswer>({ intent: 'save', ok: true, message: PAGE_ADMIN_MESSAGES.saved }),
    }),
    duplicate: intentForm({
      schema: z.object({}),
      run: (_input, { context, params }) => context.services.dashboard.pages.duplicate(...ids(params)),
      onSuccess: (copy, { params }) => redirect(settingsPath(params, copy.id, 'duplicated=1')),
    }),
    homepage: intentForm({
      schema: pageActionSchema,
      run: (_input, { context, params, form }) =>
        context.services.dashboard.pages.setHomepage(...ids(params), formValues(form)),
      onSuccess: (result, { params }) =>
        redirect(settingsPath(params, result.id, `homepage=${encodeURIComponent(result.previousUrl ?? '')}`)),
    }),
    delete: intentForm({
      schema: deletePageSchema,
      run: (_input, { context, params, form }) =>
        context.services.dashboard.pages.delete(...ids(params), formValues(form)),
      onSuccess: (deleted, { params }) =>
        redirect(
          `${dashboardPath(storeIdOf(params.store), 'pages/')}?deleted=${encodeURIComponent(deleted.title)}`,
        ),
    }),
  },
});

export function meta({ matches, params, loaderData }: Route.MetaArgs) {
  const title = loaderData?.page.title || loaderData?.page.url || 'Page';
  return dashboardMeta(
    matches,
    `${title} · Pages`,
    `/dashboard/stores/${params.store}/pages/${params.page}/`,
  );
}

/** What was typed into a refused save, as the form's values; checkboxes post only when ticked. */
function typedValues(stored: PageSettingsValues, typed: Record<string, string>): PageSettingsValues {
  return {
    ...stored,
    title: typed.title ?? '',
    url: typed.url ?? stored.url,
    description: typed.description ?? '',
    ogImage: typed.ogImage || null,
    published: typed.published === 'on',
    sitemap: typed.sitemap === 'on',
    isSearchable: typed.isSearchable === 'on',
    loginState: typed.loginState ?? stored.loginState,
  };
}

/** One page's settings and actions, and the way into its editor on the store. */
export default function PageSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { storeId, page, images, notice } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const storeUrl = useRouteLoaderData<typeof storeLayoutLoader>(STORE_LAYOUT_ID)?.store.url;
  const stored: PageSettingsValues = { ...page };
  const refused = answer?.intent === 'save' && !answer.ok;
  const values = refused ? typedValues(stored, answer.values ?? {}) : stored;
  return (
    <div className="pages-admin">
      <p className="pages-admin-back">
        <Link to={dashboardPath(storeId, 'pages/')}>All pages</Link>
      </p>
      <div className="pages-admin-head">
        <h1>{page.title || page.url}</h1>
        <a className="button button-primary" href={dashboardPath(storeId, `pages/${page.id}/edit/`)}>
          Edit page
        </a>
      </div>
      <p className="pages-admin-badges">
        {page.homepage ? <span className="pages-admin-badge pages-admin-badge-home">Homepage</span> : null}
        <span className={`pages-admin-badge${page.published ? '' : ' pages-admin-badge-draft'}`}>
          {page.published ? 'Published' : 'Unpublished'}
        </span>
        {storeUrl ? (
          <a href={new URL(page.url, storeUrl).href} target="_blank" rel="noreferrer">
            {page.url}
          </a>
        ) : (
          <span>{page.url}</span>
        )}
        <span className="pages-admin-edited">
          Last saved <time dateTime={page.updatedAt}>{exactTime(page.updatedAt)}</time>
        </span>
      </p>
      {notice ? (
        <p className="form-status form-status-success" role="status">
          {notice}
        </p>
      ) : null}
      <section className="pages-admin-section" aria-labelledby="page-settings-title">
        <h2 id="page-settings-title">Settings</h2>
        <AccountForm
          key={`${page.version}-${refused ? 'typed' : 'stored'}`}
          schema={pageSettingsSchema}
          answer={answer}
          intent="save"
          labels={PAGE_SETTINGS_LABELS}
          submitLabel="Save settings"
          className="account-form pages-admin-form"
        >
          {(errors, formId) => (
            <PageSettingsFields formId={formId} errors={errors} values={values} images={images} />
          )}
        </AccountForm>
      </section>
      <PageActions
        title={page.title}
        url={page.url}
        version={page.version}
        homepage={page.homepage}
        answer={answer}
      />
    </div>
  );
}
