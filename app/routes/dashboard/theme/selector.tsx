import { THEMES } from '../../../../core/theme';
import { applyThemeSchema } from '../../../../core/theme/admin';
import { themeCards } from '../../../../core/theme/selector';
import { ThemeSelector } from '../../../components/dashboard/theme/theme-selector';
import { intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import type { RouteHandle } from '../../../route-handle';
import themeStyles from '../../../styles/dashboard-theme.css?url';
import { ACCOUNT_ACCESS } from '../../account/access';
import { storeIdOf } from '../../account/dashboard-store.server';
import type { Route } from './+types/selector';
import { confirmed, guard, previewForm, readTheme } from './theme.server';

export const handle = { access: ACCOUNT_ACCESS.dashboard } satisfies RouteHandle & { access: unknown };

export function links() {
  return [{ rel: 'stylesheet', href: themeStyles }];
}

export function meta() {
  return [{ title: 'Theme' }, { name: 'robots', content: 'noindex' }];
}

const CARDS = themeCards(THEMES);

/** §2 theme selector: every theme a store may choose, to preview on its own pages and apply in one click. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await guard({ context, request });
  const state = await readTheme(context, params.store);
  return { ...state, cards: CARDS };
}

export const action = multiIntentFormAction({
  guard,
  intents: {
    apply: intentForm({
      schema: applyThemeSchema,
      run: (input, { context, params }) =>
        context.services.dashboard.theme.apply(storeIdOf(params.store), input),
      onSuccess: confirmed('apply'),
    }),
    preview: previewForm,
  },
});

/** A preview changes nothing, so the page's data stays as it is. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: {
  formData?: FormData;
  defaultShouldRevalidate: boolean;
}) {
  return formData?.get('intent') === 'preview' ? false : defaultShouldRevalidate;
}

export default function ThemeSelectorPage({ loaderData }: Route.ComponentProps) {
  return <ThemeSelector {...loaderData} />;
}
