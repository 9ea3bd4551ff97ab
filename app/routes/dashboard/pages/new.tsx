import { Link, redirect } from 'react-router';
import { newPageSchema, PAGE_ADMIN_LIMITS } from '../../../../core/page-admin';
import { dashboardPath } from '../../../components/dashboard/nav-items';
import { TemplateChoices } from '../../../components/dashboard/pages/template-choices';
import { AccountForm, Field, type FormAnswer } from '../../../components/forms/form';
import { formValues } from '../../../components/forms/form-data';
import { formAction } from '../../../forms/form-action.server';
import pagesStyles from '../../../styles/dashboard-pages.css?url';
import { requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import { dashboardMeta } from '../collections/dashboard-meta';
import { refuseArea } from '../team/area-refusal.server';
import type { Route } from './+types/new';

export function links() {
  return [{ rel: 'stylesheet', href: pagesStyles }];
}

const LABELS = { template: 'Start from', title: 'Title', url: 'Address' };

async function guard({ context, request, params }: Pick<Route.LoaderArgs, 'context' | 'request' | 'params'>) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  // Reading the templates asks the domain whether this person may manage the store's pages.
  const outcome = await context.services.dashboard.pages.templates(storeId);
  if (!outcome.ok) refuseArea(outcome, storeId, 'pages');
  return { storeId, templates: outcome.value };
}

export async function loader(args: Route.LoaderArgs) {
  return guard(args);
}

export const action = formAction({
  schema: newPageSchema,
  guard,
  run: (_input, { context, params, form }) =>
    context.services.dashboard.pages.create(storeIdOf(params.store), formValues(form)),
  onSuccess: (created, { params }) =>
    redirect(`${dashboardPath(storeIdOf(params.store), `pages/${created.id}/`)}?created=1`),
});

export function meta({ matches, params }: Route.MetaArgs) {
  return dashboardMeta(matches, 'New page', `/dashboard/stores/${params.store}/pages/new/`);
}

/** A new page: blank or from a template, with its title and address. */
export default function NewPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as FormAnswer | undefined;
  const typed = answer?.values ?? {};
  return (
    <div className="pages-admin">
      <p className="pages-admin-back">
        <Link to={dashboardPath(loaderData.storeId, 'pages/')}>All pages</Link>
      </p>
      <h1>New page</h1>
      <AccountForm
        schema={newPageSchema}
        answer={answer}
        labels={LABELS}
        submitLabel="Create the page"
        pendingLabel="Creating…"
        className="account-form pages-admin-form"
      >
        {(errors, formId) => (
          <>
            <TemplateChoices
              formId={formId}
              choices={loaderData.templates}
              selected={typed.template ?? 'blank'}
              errors={errors}
            />
            <Field
              formId={formId}
              name="title"
              label={LABELS.title}
              errors={errors}
              defaultValue={typed.title ?? ''}
              maxLength={PAGE_ADMIN_LIMITS.title}
              required
            />
            <Field
              formId={formId}
              name="url"
              label={LABELS.url}
              hint="Where the page lives on your store, such as /about-us/. Leave it empty to use the title."
              errors={errors}
              defaultValue={typed.url ?? ''}
              maxLength={PAGE_ADMIN_LIMITS.path}
              autoCapitalize="none"
              spellCheck={false}
            />
          </>
        )}
      </AccountForm>
    </div>
  );
}
