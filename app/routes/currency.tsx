import { redirect } from 'react-router';
import { CURRENCY_COOKIE } from '../../core/money';
import { currencyChoiceSchema } from '../../core/money/currency-choice';
import { formAction, succeeded } from '../forms/form-action.server';
import type { Route } from './+types/currency';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Sets the shopper's currency cookie (only to a currency the store offers) and goes back where they were. */
export const action = formAction({
  schema: currencyChoiceSchema,
  run: async ({ currency }, { context }) =>
    succeeded(currency && (context.store?.currencies ?? []).includes(currency) ? currency : null),
  onSuccess: (offered, { input, context }) => {
    if (!offered) return redirect(input.redirectTo);
    const secure = context.urls.scheme === 'https' ? '; Secure' : '';
    return redirect(input.redirectTo, {
      headers: {
        'Set-Cookie': `${CURRENCY_COOKIE}=${offered}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`,
      },
    });
  },
});

export async function loader(_args: Route.LoaderArgs) {
  return redirect('/');
}
