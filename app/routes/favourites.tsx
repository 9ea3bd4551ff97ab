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
import { type FieldErrors, parseForm } from '../components/forms/form-data';
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

const INTENTS = ['add', 'remove', 'add-to-basket', 'email-for-later', 'recover'] as const;
type Intent = (typeof INTENTS)[number];

const firstMessage = (errors: FieldErrors) =>
  Object.values(errors).find((list) => list?.length)?.[0] ?? 'Please check the form';

type Result = { ok: true } | { ok: false; status: number; message: string; errors: FieldErrors };

/** A form that did not parse: 422 with its field errors, like the API's. */
const refused = (errors: FieldErrors): Result => ({
  ok: false,
  status: 422,
  message: firstMessage(errors),
  errors,
});

async function perform(context: AppLoadContext, intent: Intent, form: FormData): Promise<Result> {
  const services = context.services;
  switch (intent) {
    case 'add': {
      const parsed = parseForm(favouriteAddSchema, form);
      return parsed.ok ? services.favourites.add(parsed.data) : refused(parsed.errors);
    }
    case 'remove': {
      const parsed = parseForm(favouriteRemoveSchema, form);
      return parsed.ok ? services.favourites.remove(parsed.data) : refused(parsed.errors);
    }
    case 'add-to-basket': {
      const parsed = parseForm(basketItemSchema, form);
      return parsed.ok ? services.basket.add({ item: parsed.data }) : refused(parsed.errors);
    }
    case 'email-for-later': {
      const parsed = parseForm(emailForLaterSchema, form);
      return parsed.ok
        ? services.favourites.emailForLater(parsed.data.email, context.origin)
        : refused(parsed.errors);
    }
    case 'recover': {
      const parsed = parseForm(favouritesRecoverSchema, form);
      return parsed.ok ? services.favourites.recover(parsed.data.br) : refused(parsed.errors);
    }
  }
}

const SUCCESS: Partial<Record<Intent, string>> = {
  'add-to-basket': 'Added to your basket',
  'email-for-later': BASKET_MESSAGES.emailedForLater,
  recover: 'Your saved favourites are back',
};

/**
 * The hearts (add, remove), Add to basket, the email-for-later form and the recover link. Hearts posted
 * without JavaScript name `redirectTo`, and go back there.
 */
export async function action({ context, request }: Route.ActionArgs) {
  if (context.tenant !== 'store' || !context.store?.favouritesEnabled)
    throw data('Not found', { status: 404 });
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as Intent;
  const target = String(form.get('key') ?? form.get('productId') ?? '');
  if (!INTENTS.includes(intent))
    return data<FavouritesAnswer>({ ok: false, intent, target, message: 'Unknown action' }, { status: 400 });
  const result = await perform(context, intent, form);
  if (!result.ok) {
    const { message, errors, status } = result;
    return data<FavouritesAnswer>({ ok: false, intent, target, message, errors }, { status });
  }
  const headers =
    intent === 'email-for-later'
      ? undefined
      : { 'Set-Cookie': basketHintCookie(context.urls.scheme === 'https') };
  const back = form.get('redirectTo');
  if (typeof back === 'string' && isSameSiteRedirect(back)) return redirect(back, { headers });
  return data<FavouritesAnswer>({ ok: true, intent, target, message: SUCCESS[intent] }, { headers });
}

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
