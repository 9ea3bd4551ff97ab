import { data, Link, useActionData, useFetchers } from 'react-router';
import { showsExchangeRateMessage, subtotal } from '../../core/basket/rules';
import { removeLineSchema, updateLineSchema } from '../../core/basket/schemas';
import { BasketLine, type LineAnswer, lineFetcherKey, pendingChange } from '../components/basket/basket-line';
import { ExchangeRateNotice } from '../components/basket/exchange-rate-notice';
import { usePriceFormatter } from '../components/price';
import { intentForm, multiIntentFormAction } from '../forms/form-action.server';
import { useRootData } from '../hooks/use-root-data';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import basketStyles from '../styles/basket.css?url';
import type { Route } from './+types/basket';

export async function loader({ context }: Route.LoaderArgs) {
  if (context.tenant !== 'store' || !context.store) throw data('Not found', { status: 404 });
  return { lines: await context.services.basket.list(), storeCurrency: context.store.storeCurrency };
}

/** A line's answer names its line, so the page shows it there. */
const lineOf = (form: FormData) => ({ key: String(form.get('key') ?? '') });

/** The line forms: a new quantity (stepper or typed), or Remove. The same schemas as the API's. */
export const action = multiIntentFormAction({
  guard: ({ context }) => {
    if (context.tenant !== 'store') throw data('Not found', { status: 404 });
  },
  intents: {
    update: intentForm({
      schema: updateLineSchema,
      failureState: lineOf,
      run: (input, { context }) => context.services.basket.update(input),
      onSuccess: (_value, { input }) => ({ ok: true as const, intent: 'update', key: input.key }),
    }),
    remove: intentForm({
      schema: removeLineSchema,
      failureState: lineOf,
      run: (input, { context }) => context.services.basket.remove(input),
      onSuccess: (_value, { input }) => ({ ok: true as const, intent: 'remove', key: input.key }),
    }),
  },
});

/** The basket's own stylesheet, so the storefront's inlined CSS stays small. */
export function links() {
  return [{ rel: 'stylesheet', href: basketStyles }];
}

export const handle: RouteHandle = {
  layout: 'cart',
  breadcrumb: () => [{ name: 'Basket', url: '/basket/' }],
};

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/basket/',
    title: 'Basket',
    robots: 'noindex',
  });
}

/** The lines as the shopper last asked: pending quantities applied, pending removals gone. */
function useOptimisticLines(lines: Route.ComponentProps['loaderData']['lines']) {
  const pending = new Map(
    useFetchers()
      .filter((fetcher) => fetcher.key.startsWith('basket-line:'))
      .map((fetcher) => [fetcher.key, pendingChange(fetcher.formData)] as const),
  );
  return lines.flatMap((line) => {
    const change = pending.get(lineFetcherKey(line.key));
    if (change?.removed) return [];
    return [{ ...line, quantity: change?.quantity ?? line.quantity }];
  });
}

export default function Basket({ loaderData }: Route.ComponentProps) {
  const { lines, storeCurrency } = loaderData;
  const { currency } = useRootData();
  const format = usePriceFormatter();
  const posted = useActionData<typeof action>() as LineAnswer | undefined;
  const shown = useOptimisticLines(lines);
  const exchange = showsExchangeRateMessage({
    lineCount: shown.length,
    shopperCurrency: currency,
    storeCurrency,
  });

  return (
    <div className="basket-page">
      <h1>Your basket</h1>
      <ExchangeRateNotice applies={exchange} />
      {shown.length === 0 ? (
        <div className="basket-empty">
          <p className="empty-state">Your basket is empty.</p>
          <Link className="button button-primary" to="/">
            Continue shopping
          </Link>
        </div>
      ) : (
        <>
          <ul className="basket-lines" aria-label="Items in your basket">
            {lines.map((line) => (
              <BasketLine
                key={line.key}
                line={line}
                postedAnswer={posted?.key === line.key ? posted : undefined}
                format={format}
              />
            ))}
          </ul>
          <div className="basket-summary">
            <p className="basket-subtotal">
              Subtotal (VAT included): <strong data-price>{format(subtotal(shown))}</strong>
            </p>
            <Link className="button button-primary button-block" to="/checkout/">
              Checkout
            </Link>
            <Link className="button button-block" to="/">
              Continue shopping
            </Link>
          </div>
        </>
      )}
      {posted && !posted.ok && !lines.some((line) => line.key === posted.key) ? (
        <p className="field-error" role="alert">
          {posted.message}
        </p>
      ) : null}
    </div>
  );
}
