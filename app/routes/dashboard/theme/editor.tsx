import { themeOverridesFormSchema } from '../../../../core/theme/admin';
import { ThemeEditor } from '../../../components/dashboard/theme/theme-editor';
import { intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import type { RouteHandle } from '../../../route-handle';
import themeStyles from '../../../styles/dashboard-theme.css?url';
import { ACCOUNT_ACCESS } from '../../account/access';
import { storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/editor';
import { confirmed, guard, previewForm, readTheme } from './theme.server';

export const handle = { access: ACCOUNT_ACCESS.dashboard } satisfies RouteHandle & { access: unknown };

export function links() {
  return [{ rel: 'stylesheet', href: themeStyles }];
}

export function meta() {
  return [{ title: 'Edit theme' }, { name: 'robots', content: 'noindex' }];
}

/** §2 theme editor: the store's own settings over its named theme, previewed live, saved in one write. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await guard({ context, request });
  return readTheme(context, params.store);
}

export const action = multiIntentFormAction({
  guard,
  intents: {
    save: intentForm({
      schema: themeOverridesFormSchema,
      run: (input, { context, params }) =>
        context.services.dashboard.theme.saveOverrides(storeIdOf(params.store), input.overrides),
      onSuccess: confirmed('save'),
    }),
    preview: previewForm,
  },
});

export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: {
  formData?: FormData;
  defaultShouldRevalidate: boolean;
}) {
  return formData?.get('intent') === 'preview' ? false : defaultShouldRevalidate;
}

export default function ThemeEditorPage({ loaderData }: Route.ComponentProps) {
  // Keyed by theme only: reading the page again after a save keeps whatever was typed since.
  return <ThemeEditor key={loaderData.theme} {...loaderData} />;
}
