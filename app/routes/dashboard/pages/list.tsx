import { data, Form, Link, useFetcher } from 'react-router';
import { PAGE_ADMIN_MESSAGES, publishPageSchema } from '../../../../core/page-admin';
import { dashboardPath } from '../../../components/dashboard/nav-items';
import { exactTime, relativeTime } from '../../../components/dashboard/pages/relative-time';
import type { FormAnswer } from '../../../components/forms/form';
import { answerMessage, formValues } from '../../../components/forms/form-data';
import { SubmitButton } from '../../../components/forms/submit-button';
import { intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import pagesStyles from '../../../styles/dashboard-pages.css?url';
import { requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import { dashboardMeta } from '../collections/dashboard-meta';
import { refuseArea } from '../team/area-refusal.server';
import type { Route } from './+types/list';
import { pageIdOf } from './page-id';

export function links() {
  return [{ rel: 'stylesheet', href: pagesStyles }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const url = new URL(request.url);
  const search = (url.searchParams.get('q') ?? '').slice(0, 100);
  const outcome = await context.services.dashboard.pages.list(storeId, search);
  if (!outcome.ok) refuseArea(outcome, storeId, 'pages');
  const deleted = url.searchParams.get('deleted');
  return { storeId, pages: outcome.value, search, now: Date.now(), deleted: deleted?.slice(0, 120) ?? null };
}

export const action = multiIntentFormAction({
  guard: ({ context, request }) => requirePlatformDashboard(context, request),
  intents: {
    publish: intentForm({
      schema: publishPageSchema,
      run: (_input, { context, params, form }) =>
        context.services.dashboard.pages.publish(
          storeIdOf(params.store),
          pageIdOf(String(form.get('page') ?? '')),
          formValues(form),
        ),
      onSuccess: (result) =>
        data<FormAnswer>({
          intent: 'publish',
          ok: true,
          message: result.published ? PAGE_ADMIN_MESSAGES.published : PAGE_ADMIN_MESSAGES.unpublished,
        }),
    }),
  },
});

export function meta({ matches, params }: Route.MetaArgs) {
  return dashboardMeta(matches, 'Pages', `/dashboard/stores/${params.store}/pages/`);
}

type ListedPage = Route.ComponentProps['loaderData']['pages'][number];

/** Publish or unpublish one page from its card, at the version the list shows. */
function PublishToggle({ page }: { page: ListedPage }) {
  const fetcher = useFetcher<FormAnswer>();
  const answer = fetcher.data;
  return (
    <fetcher.Form method="post" className="pages-admin-inline-form">
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="page" value={page.id} />
      <input type="hidden" name="version" value={page.version} />
      <input type="hidden" name="published" value={page.published ? 'false' : 'true'} />
      <SubmitButton
        fetcher={fetcher}
        className="button button-small"
        pendingLabel={page.published ? 'Unpublishing…' : 'Publishing…'}
        aria-label={`${page.published ? 'Unpublish' : 'Publish'} ${page.title || page.url}`}
      >
        {page.published ? 'Unpublish' : 'Publish'}
      </SubmitButton>
      {answer ? (
        <p
          className={`form-status ${answer.ok ? 'form-status-success' : 'form-status-error'}`}
          role={answer.ok ? 'status' : 'alert'}
        >
          {answer.ok ? answer.message : answerMessage(answer)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** The store's pages as cards: address, title, state and last edit, with their actions. */
export default function PageList({ loaderData }: Route.ComponentProps) {
  const { storeId, pages, search, now, deleted } = loaderData;
  return (
    <div className="pages-admin">
      <div className="pages-admin-head">
        <h1>Pages</h1>
        <Link className="button button-primary" to={dashboardPath(storeId, 'pages/new/')}>
          New page
        </Link>
      </div>
      {deleted ? (
        <p className="form-status form-status-success" role="status">
          {PAGE_ADMIN_MESSAGES.deleted(deleted)}
        </p>
      ) : null}
      <Form method="get" className="pages-admin-search" role="search">
        <label htmlFor="pages-search">Search pages by title or address</label>
        <div className="pages-admin-search-row">
          <input id="pages-search" name="q" type="search" defaultValue={search} />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </Form>
      {pages.length === 0 ? (
        <p className="pages-admin-empty">
          {search ? `No page’s title or address holds “${search}”.` : 'This store has no pages yet.'}
        </p>
      ) : (
        <ul className="pages-admin-list" aria-label="Pages">
          {pages.map((page) => (
            <li key={page.id} className="pages-admin-card">
              <div className="pages-admin-card-text">
                <h2 className="pages-admin-title">
                  <Link to={dashboardPath(storeId, `pages/${page.id}/`)}>{page.title || page.url}</Link>
                </h2>
                <p className="pages-admin-path">{page.url}</p>
                <p className="pages-admin-badges">
                  {page.homepage ? (
                    <span className="pages-admin-badge pages-admin-badge-home">Homepage</span>
                  ) : null}
                  <span className={`pages-admin-badge${page.published ? '' : ' pages-admin-badge-draft'}`}>
                    {page.published ? 'Published' : 'Unpublished'}
                  </span>
                  <span className="pages-admin-edited">
                    Edited{' '}
                    <time dateTime={page.updatedAt} title={exactTime(page.updatedAt)}>
                      {relativeTime(page.updatedAt, now)}
                    </time>
                  </span>
                </p>
              </div>
              <div className="pages-admin-actions">
                <a
                  className="button button-small button-primary"
                  href={dashboardPath(storeId, `pages/${page.id}/edit/`)}
                  aria-label={`Edit page ${page.title || page.url}`}
                >
                  Edit page
                </a>
                <Link
                  className="button button-small"
                  to={dashboardPath(storeId, `pages/${page.id}/`)}
                  aria-label={`Settings of ${page.title || page.url}`}
                >
                  Settings
                </Link>
                <PublishToggle page={page} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
