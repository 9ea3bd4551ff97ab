import { Link, redirect } from 'react-router';
import { collectionFormSchema } from '../../../../core/collections';
import {
  COLLECTION_FIELD_LABELS,
  CollectionFields,
} from '../../../components/dashboard/collections/collection-fields';
import { dashboardPath } from '../../../components/dashboard/nav-items';
import { AccountForm, type FormAnswer } from '../../../components/forms/form';
import { formValues } from '../../../components/forms/form-data';
import { formAction } from '../../../forms/form-action.server';
import collectionStyles from '../../../styles/dashboard-collections.css?url';
import { refuse, requirePlatformDashboard, storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/new';
import { dashboardMeta } from './dashboard-meta';

export function links() {
  return [{ rel: 'stylesheet', href: collectionStyles }];
}

async function guard({ context, request, params }: Pick<Route.LoaderArgs, 'context' | 'request' | 'params'>) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  // Reading the list asks the domain whether this person may manage the store's collections.
  const outcome = await context.services.dashboard.collections.list(storeId);
  if (!outcome.ok) refuse(outcome);
  return storeId;
}

export async function loader(args: Route.LoaderArgs) {
  return { storeId: await guard(args) };
}

export const action = formAction({
  schema: collectionFormSchema,
  guard,
  run: (_input, { context, params, form }) =>
    context.services.dashboard.collections.create(storeIdOf(params.store), formValues(form)),
  onSuccess: (created, { params }) =>
    redirect(`${dashboardPath(storeIdOf(params.store), `collections/${created.id}/`)}?created=1`),
});

export function meta({ matches, params }: Route.MetaArgs) {
  return dashboardMeta(matches, 'New collection', `/dashboard/stores/${params.store}/collections/new/`);
}

/** A new collection: its name and address first; banner and products on its own page after. */
export default function NewCollection({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as FormAnswer | undefined;
  const typed = answer?.values ?? {};
  return (
    <div className="collections-admin">
      <p className="collections-admin-back">
        <Link to={dashboardPath(loaderData.storeId, 'collections/')}>All collections</Link>
      </p>
      <h1>New collection</h1>
      <AccountForm
        schema={collectionFormSchema}
        answer={answer}
        labels={COLLECTION_FIELD_LABELS}
        submitLabel="Create the collection"
        className="account-form collections-admin-form"
      >
        {(errors, formId) => (
          <CollectionFields
            formId={formId}
            errors={errors}
            values={{
              name: typed.name ?? '',
              urlName: typed.urlName ?? '',
              description: typed.description ?? '',
              seoTitle: typed.seoTitle ?? '',
              seoDescription: typed.seoDescription ?? '',
            }}
          />
        )}
      </AccountForm>
    </div>
  );
}
