import { redirect } from 'react-router';
import { isSameSiteRedirect } from '../../core/links';
import { CURRENCY_COOKIE, parseCurrencyCode } from '../../core/money';
import type { Route } from './+types/currency';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Sets the shopper's currency cookie (only to a currency the store offers) and goes back where they were. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const wanted = parseCurrencyCode(form.get('currency'));
  const back = form.get('redirectTo');
  const target = typeof back === 'string' && isSameSiteRedirect(back) ? back : '/';
  const offered = context.store?.currencies ?? [];
  if (!wanted || !offered.includes(wanted)) return redirect(target);
  const secure = context.urls.scheme === 'https' ? '; Secure' : '';
  return redirect(target, {
    headers: {
      'Set-Cookie': `${CURRENCY_COOKIE}=${wanted}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`,
    },
  });
}

export async function loader() {
  return redirect('/');
}
