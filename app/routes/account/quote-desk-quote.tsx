import { type FormEvent, useMemo, useState } from 'react';
import { data, Link } from 'react-router';
import {
  MAX_QUOTE_VALID_DAYS,
  ORDER_MESSAGES,
  orderDate,
  orderMoney,
  QUOTE_TERMS_MAX_LENGTH,
  QUOTE_VALID_DAYS,
  quoteAmountText,
  quotePreview,
  quotePricingFormSchema,
} from '../../../core/orders';
import { QUOTE_STATE_LABELS } from '../../components/account/quote-states';
import { AccountForm, Field, type FormAnswer } from '../../components/forms/form';
import { type FieldErrors, firstError, formValues } from '../../components/forms/form-data';
import { ColumnHeads, numberColumn } from '../../components/tables/column-heads';
import { submitForm } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/quote-desk-quote';
import { ACCOUNT_ACCESS } from './access';
import { refuse, requirePlatformDashboard, storeIdOf } from './dashboard-store.server';

export const handle = { access: ACCOUNT_ACCESS.dashboard } satisfies RouteHandle & { access: unknown };

async function deskQuote(
  context: Route.LoaderArgs['context'],
  request: Request,
  params: Route.LoaderArgs['params'],
) {
  await requirePlatformDashboard(context, request);
  const storeId = storeIdOf(params.store);
  const outcome = await context.services.orders.quoteDesk.quote(storeId, params.hash);
  if (!outcome.ok) refuse(outcome);
  return { storeId, ...outcome.value };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { storeId, store, quote } = await deskQuote(context, request, params);
  const { order } = quote;
  return {
    storeId,
    store,
    quote: {
      number: order.number,
      hash: order.hash,
      email: order.email,
      currency: order.currency,
      requestedAt: order.createdAt,
      shippingTotal: order.shippingTotal,
      vat: order.goodsTax + order.shippingTax,
      total: order.total,
      state: quote.state,
      priceable: quote.priceable,
      phone: quote.phone,
      pricedAt: quote.pricedAt,
      details: quote.details,
      items: quote.items.map((item) => ({
        id: item.id,
        name: item.name,
        colour: item.colour,
        size: item.size,
        quantity: item.quantity,
        price: item.unitPrice,
      })),
    },
  };
}

/** Staff price the quote: the form is parsed with the schema the page checks it with, then priceQuote. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { storeId, quote } = await deskQuote(context, request, params);
  // The prices are read in the quote's own currency, so the schema is the quote's.
  return submitForm(
    {
      intent: 'price',
      schema: quotePricingFormSchema(quote.order.currency),
      run: (input) => context.services.orders.quoteDesk.price(storeId, params.hash, input),
      onSuccess: (value) => data<FormAnswer>({ intent: 'price', ok: true, message: value.message }),
    },
    { context, request, params, form: await request.formData() },
  );
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/dashboard/',
    title: loaderData ? `Quote #${loaderData.quote.number}` : 'Quote',
    robots: 'noindex',
  });
}

type DeskQuoteView = Route.ComponentProps['loaderData']['quote'];
type DeskLine = DeskQuoteView['items'][number];

const lineLabel = (line: DeskLine) =>
  `${[line.name, line.colour, line.size].filter(Boolean).join(', ')}, ${line.quantity} pieces`;

function RequestTable({ quote, priced }: { quote: DeskQuoteView; priced: boolean }) {
  const money = (amount: number) => orderMoney(amount, quote.currency);
  return (
    <div className="dashboard-table-wrap">
      <table className="dashboard-table quote-desk-table">
        <caption className="visually-hidden">Items asked for</caption>
        <ColumnHeads
          columns={[
            'Product',
            'Colour',
            'Size',
            numberColumn('Quantity'),
            ...(priced ? [numberColumn('Unit price'), numberColumn('Line total')] : []),
          ]}
        />
        <tbody>
          {quote.items.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.name}</th>
              <td>{line.colour ?? '—'}</td>
              <td>{line.size ?? '—'}</td>
              <td className="number">{line.quantity.toLocaleString('en-GB')}</td>
              {priced ? (
                <>
                  <td className="number">{money(line.price)}</td>
                  <td className="number">{money(line.price * line.quantity)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PriceField({
  line,
  formId,
  errors,
  currency,
  defaultValue,
}: {
  line: DeskLine;
  formId: string;
  errors: FieldErrors | undefined;
  currency: string;
  defaultValue: string;
}) {
  const name = `price.${line.id}`;
  return (
    <Field
      formId={formId}
      name={name}
      label={`Unit price of ${lineLabel(line)}`}
      hint={`${currency}, VAT included`}
      errors={errors}
      inputMode="decimal"
      autoComplete="off"
      defaultValue={defaultValue}
      required
    />
  );
}

function PricingForm({
  quote,
  answer,
  terms,
}: {
  quote: DeskQuoteView;
  answer: FormAnswer | undefined;
  terms: string;
}) {
  const repricing = quote.state !== 'preparing';
  const initial = useMemo(() => {
    const values: Record<string, string> = {};
    for (const line of quote.items)
      values[`price.${line.id}`] = repricing ? quoteAmountText(line.price, quote.currency) : '';
    values.shipping = repricing ? quoteAmountText(quote.shippingTotal, quote.currency) : '';
    return values;
  }, [quote, repricing]);
  const [values, setValues] = useState(initial);
  const preview = quotePreview(quote.items, values, quote.currency);
  const money = (amount: number | null) => (amount === null ? '—' : orderMoney(amount, quote.currency));
  const schema = useMemo(() => quotePricingFormSchema(quote.currency), [quote.currency]);
  const labels: Record<string, string> = {
    shipping: 'Delivery',
    terms: 'Terms',
    validDays: 'Valid for (days)',
  };
  for (const line of quote.items) labels[`price.${line.id}`] = `Unit price of ${lineLabel(line)}`;
  const onChange = (event: FormEvent<HTMLFormElement>) =>
    setValues(formValues(new FormData(event.currentTarget)));

  return (
    <AccountForm
      schema={schema}
      answer={answer?.ok ? undefined : answer}
      intent="price"
      labels={labels}
      submitLabel={repricing ? 'Update the prices and email the shopper' : 'Send the quote to the shopper'}
      onChange={onChange}
      aria-labelledby="pricing-title"
    >
      {(errors, formId) => (
        <>
          <fieldset className="quote-desk-prices">
            <legend>Unit prices</legend>
            {quote.items.map((line) => (
              <PriceField
                key={line.id}
                line={line}
                formId={formId}
                errors={errors}
                currency={quote.currency}
                defaultValue={initial[`price.${line.id}`] ?? ''}
              />
            ))}
          </fieldset>
          <Field
            formId={formId}
            name="shipping"
            label="Delivery"
            hint={`${quote.currency}, VAT included. Leave empty for free delivery.`}
            errors={errors}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={initial.shipping}
          />
          <div className={`form-field${firstError(errors, 'terms') ? ' form-field-invalid' : ''}`}>
            <label htmlFor={`${formId}-terms`}>Terms</label>
            <p id={`${formId}-terms-hint`} className="field-hint">
              The shopper accepts these with the prices.
            </p>
            <textarea
              id={`${formId}-terms`}
              name="terms"
              rows={5}
              maxLength={QUOTE_TERMS_MAX_LENGTH}
              defaultValue={terms}
              required
              aria-invalid={firstError(errors, 'terms') ? true : undefined}
              aria-describedby={
                firstError(errors, 'terms')
                  ? `${formId}-terms-hint ${formId}-terms-error`
                  : `${formId}-terms-hint`
              }
            />
            {firstError(errors, 'terms') ? (
              <p id={`${formId}-terms-error`} className="field-error">
                {firstError(errors, 'terms')}
              </p>
            ) : null}
          </div>
          <Field
            formId={formId}
            name="validDays"
            label="Valid for (days)"
            hint={`From today; 1 to ${MAX_QUOTE_VALID_DAYS}.`}
            errors={errors}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUOTE_VALID_DAYS}
            defaultValue={String(QUOTE_VALID_DAYS)}
            required
          />
          <dl className="quote-desk-preview" aria-live="polite" data-testid="quote-preview">
            <div>
              <dt>Goods</dt>
              <dd>{money(preview.goods)}</dd>
            </div>
            <div>
              <dt>Delivery</dt>
              <dd>{money(preview.shipping)}</dd>
            </div>
            <div className="quote-desk-total">
              <dt>Total</dt>
              <dd data-testid="quote-preview-total">{money(preview.total)}</dd>
            </div>
          </dl>
        </>
      )}
    </AccountForm>
  );
}

export default function DeskQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { storeId, store, quote } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const priced = quote.state !== 'preparing';
  const money = (amount: number) => orderMoney(amount, quote.currency);
  const shopperUrl = `${store.origin}/advanced-quote/${quote.hash}/`;
  return (
    <div className="dashboard-page">
      <header className="dashboard-header">
        <div>
          <p className="account-lead">
            <Link to="/dashboard/">Dashboard</Link> ·{' '}
            <Link to={`/dashboard/stores/${storeId}/quotes/`}>{store.companyName} quotes</Link>
          </p>
          <h1>Quote #{quote.number}</h1>
          <p className="account-lead">
            <span className="quote-state" data-state={quote.state} data-testid="quote-state">
              {QUOTE_STATE_LABELS[quote.state]}
            </span>{' '}
            · requested {orderDate(quote.requestedAt)}
            {quote.pricedAt ? ` · priced ${orderDate(quote.pricedAt)}` : ''}
          </p>
        </div>
      </header>

      {answer?.ok && answer.message ? (
        <div className="form-status form-status-success" role="status">
          <p>{answer.message}</p>
          <p>
            The email to {quote.email} is in the <Link to="/dashboard/outbox/">outbox</Link>.
          </p>
        </div>
      ) : null}

      <section className="dashboard-section" aria-labelledby="request-title">
        <h2 id="request-title">The request</h2>
        <dl className="quote-desk-details">
          <div>
            <dt>Customer</dt>
            <dd>
              {quote.details.contactName}
              {quote.details.company ? `, ${quote.details.company}` : ''} · {quote.email}
              {quote.phone ? ` · ${quote.phone}` : ''}
            </dd>
          </div>
          {quote.details.deadline ? (
            <div>
              <dt>Needed by</dt>
              <dd>{orderDate(quote.details.deadline)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Notes</dt>
            <dd className="quote-desk-notes">{quote.details.notes ?? 'None'}</dd>
          </div>
          <div>
            <dt>The shopper's page</dt>
            <dd>
              <a href={shopperUrl}>{shopperUrl}</a>
            </dd>
          </div>
        </dl>
        <RequestTable quote={quote} priced={priced} />
        {priced ? (
          <dl className="quote-desk-preview">
            <div>
              <dt>Delivery</dt>
              <dd>{money(quote.shippingTotal)}</dd>
            </div>
            <div>
              <dt>VAT included</dt>
              <dd>{money(quote.vat)}</dd>
            </div>
            <div className="quote-desk-total">
              <dt>Total</dt>
              <dd>{money(quote.total)}</dd>
            </div>
            {quote.details.validUntil ? (
              <div>
                <dt>Valid until</dt>
                <dd>{orderDate(quote.details.validUntil)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </section>

      <section className="dashboard-section" aria-labelledby="pricing-title">
        <h2 id="pricing-title">{priced ? 'Prices' : 'Price this quote'}</h2>
        {quote.priceable ? (
          <>
            {priced ? (
              <p>
                The shopper has not accepted this quote yet, so you may change it. They are emailed again.
              </p>
            ) : null}
            <PricingForm quote={quote} answer={answer} terms={quote.details.terms} />
          </>
        ) : (
          <>
            <p data-testid="quote-read-only">{ORDER_MESSAGES.quoteLocked}</p>
            <h3>Terms</h3>
            <p className="quote-desk-notes">{quote.details.terms}</p>
          </>
        )}
      </section>
    </div>
  );
}
