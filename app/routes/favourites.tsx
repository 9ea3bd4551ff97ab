import { type AppLoadContext, data, redirect } from 'react-router';
import { basketHintCookie } from '../../core/basket/hint-cookie';
import { BASKET_MESSAGES } from '../../core/basket/rules';
import {
  basketItemSchema,
  emailForLaterSchema,
  favouriteAddSchema,
  favouriteRemoveSchema,
  favouritesRecoverSchema,
} from '../../core/basket/schemas';
import { isSameSiteRedirect } from '../../core/links';
import type { FavouritesAnswer } from '../components/basket/favourite-button';
import { FavouritesPage } from '../components/basket/favourites-page';
import { type ActionArgs, intentForm, multiIntentFormAction } from '../forms/form-action.server';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import basketStyles from '../styles/basket.css?url';
import type { Route } from './+types/favourites';

export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.tenant !== 'store' || !context.store?.favouritesEnabled)
    throw data('Not found', { status: 404 });
  const br = new URL(request.url).searchParams.get('br');
  return {
    favourites: await context.services.favourites.list(),
    recoveryToken: br && br.length <= 200 ? br : null,
  };
}

const notFound = ({ context }: ActionArgs) => {
  if (context.tenant !== 'store' || !context.store?.favouritesEnabled)
    throw data('Not found', { status: 404 });
};

/** An answer names the favourite it is about (a product, or a basket line's key). */
const targetOf = (form: FormData) => ({ target: String(form.get('key') ?? form.get('productId') ?? '') });

/**
 * A success: back to `redirectTo` when a heart was posted without JavaScript, else the answer. Everything but
 * the email sets the basket hint cookie (the page now shows this browser's own favourites or basket).
 */
function succeeded(intent: string, form: FormData, context: AppLoadContext, message?: string) {
  const headers =
    intent === 'email-for-later'
      ? undefined
      : { 'Set-Cookie': basketHintCookie(context.urls.scheme === 'https') };
  const back = form.get('redirectTo');
  if (typeof back === 'string' && isSameSiteRedirect(back)) return redirect(back, { headers });
  return data<FavouritesAnswer>({ ok: true, intent, ...targetOf(form), message }, { headers });
}

/**
 * The hearts (add, remove), Add to basket, the email-for-later form and the recover link. Hearts posted
 * without JavaScript name `redirectTo`, and go back there.
 */
export const action = multiIntentFormAction({
  guard: notFound,
  intents: {
    add: intentForm({
      schema: favouriteAddSchema,
      failureState: targetOf,
      run: (input, { context }) => context.services.favourites.add(input),
      onSuccess: (_value, { form, context }) => succeeded('add', form, context),
    }),
    remove: intentForm({
      schema: favouriteRemoveSchema,
      failureState: targetOf,
      run: (input, { context }) => context.services.favourites.remove(input),
      onSuccess: (_value, { form, context }) => succeeded('remove', form, context),
    }),
    'add-to-basket': intentForm({
      schema: basketItemSchema,
      failureState: targetOf,
      run: (input, { context }) => context.services.basket.add({ item: input }),
      onSuccess: (_value, { form, context }) =>
        succeeded('add-to-basket', form, context, 'Added to your basket'),
    }),
    'email-for-later': intentForm({
      schema: emailForLaterSchema,
      failureState: targetOf,
      run: (input, { context }) => context.services.favourites.emailForLater(input.email, context.origin),
      onSuccess: (_value, { form, context }) =>
        succeeded('email-for-later', form, context, BASKET_MESSAGES.emailedForLater),
    }),
    recover: intentForm({
      schema: favouritesRecoverSchema,
      failureState: targetOf,
      run: (input, { context }) => context.services.favourites.recover(input.br),
      onSuccess: (_value, { form, context }) =>
        succeeded('recover', form, context, 'Your saved favourites are back'),
    }),
  },
});

export function links() {
  return [{ rel: 'stylesheet', href: basketStyles }];
}

export const handle: RouteHandle = {
  breadcrumb: () => [{ name: 'Favourites', url: '/favourites/' }],
};

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/favourites/',
    title: 'Favourites',
    robots: 'noindex',
  });
}

export default function Favourites({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FavouritesPage
      favourites={loaderData.favourites}
      recoveryToken={loaderData.recoveryToken}
      posted={actionData as FavouritesAnswer | undefined}
    />
  );
}
