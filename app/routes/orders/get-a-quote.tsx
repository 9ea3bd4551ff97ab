import { useState } from 'react';
import { redirect } from 'react-router';
import { MAX_QUOTE_QUANTITY, QUOTE_LINES, quoteFormSchema, todayIso } from '../../../core/orders';
import { AccountForm, Field } from '../../components/forms/form';
import { type FieldErrors, firstError } from '../../components/forms/form-data';
import { useFieldState } from '../../components/forms/use-field-state';
import { formAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/get-a-quote';
import { requireStore, storeOnly } from './actions.server';

export async function loader({ context }: Route.LoaderArgs) {
  requireStore(context);
  return { products: await context.services.orders.quotableProducts() };
}

export const action = formAction({
  schema: quoteFormSchema,
  intent: 'quote',
  guard: storeOnly,
  run: (input, { context }) => context.services.orders.requestQuote(input, context.origin),
  onSuccess: (quote) => redirect(`/advanced-quote/${quote.hash}/?requested=1`),
});

export const handle: RouteHandle = {
  breadcrumb: () => [{ name: 'Get a quote', url: '/get-a-quote/' }],
};

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/get-a-quote/',
    title: 'Get a quote',
    description: 'Bulk and custom orders: tell us what you need and we will send you a quote.',
  });
}

const LABELS = {
  deadline: 'When do you need them? (optional)',
  name: 'Your name',
  email: 'Email address',
  phone: 'Phone (optional)',
  company: 'Company or organisation (optional)',
  notes: 'Tell us about your design and anything else (optional)',
};

type QuotableProduct = { urlName: string; name: string; colours: string[] };

function QuoteLine({
  index,
  products,
  errors,
  formId,
}: {
  index: number;
  products: QuotableProduct[];
  errors: FieldErrors | undefined;
  formId: string;
}) {
  const [product, setProduct, productRef] = useFieldState('');
  const colours = products.find((candidate) => candidate.urlName === product)?.colours ?? [];
  const error = (name: string) => firstError(errors, `${name}.${index}`);
  const described = (name: string) => (error(name) ? `${formId}-${name}.${index}-error` : undefined);
  return (
    <fieldset className="quote-line">
      <legend>{index === 0 ? 'Product' : `Another product (optional)`}</legend>
      <div className={`form-field${error('product') ? ' form-field-invalid' : ''}`}>
        <label htmlFor={`${formId}-product.${index}`}>Product</label>
        <select
          id={`${formId}-product.${index}`}
          name={`product.${index}`}
          ref={productRef}
          value={product}
          onChange={(event) => setProduct(event.currentTarget.value)}
          aria-invalid={error('product') ? true : undefined}
          aria-describedby={described('product')}
        >
          <option value="">{index === 0 ? 'Choose a product' : 'None'}</option>
          {products.map((candidate) => (
            <option key={candidate.urlName} value={candidate.urlName}>
              {candidate.name}
            </option>
          ))}
        </select>
        {error('product') ? (
          <p id={described('product')} className="field-error">
            {error('product')}
          </p>
        ) : null}
      </div>
      <div className={`form-field${error('colour') ? ' form-field-invalid' : ''}`}>
        <label htmlFor={`${formId}-colour.${index}`}>Colour</label>
        <select
          id={`${formId}-colour.${index}`}
          name={`colour.${index}`}
          disabled={colours.length === 0}
          aria-describedby={described('colour')}
        >
          <option value="">Any or mixed</option>
          {colours.map((colour) => (
            <option key={colour} value={colour}>
              {colour}
            </option>
          ))}
        </select>
        {error('colour') ? (
          <p id={described('colour')} className="field-error">
            {error('colour')}
          </p>
        ) : null}
      </div>
      <div className={`form-field${error('quantity') ? ' form-field-invalid' : ''}`}>
        <label htmlFor={`${formId}-quantity.${index}`}>Quantity</label>
        <input
          id={`${formId}-quantity.${index}`}
          name={`quantity.${index}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUOTE_QUANTITY}
          aria-invalid={error('quantity') ? true : undefined}
          aria-describedby={described('quantity')}
        />
        {error('quantity') ? (
          <p id={described('quantity')} className="field-error">
            {error('quantity')}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

export default function GetAQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { products } = loaderData;
  const [lines, setLines] = useState(1);
  const tomorrow = todayIso(new Date(Date.now() + 86_400_000));
  return (
    <div className="order-page order-page-narrow">
      <h1>Get a quote</h1>
      <p className="order-lead">
        Ordering in bulk, or something bespoke? Tell us what you need and we will email you a quote, usually
        within two working days.
      </p>
      <AccountForm
        schema={quoteFormSchema}
        answer={actionData}
        labels={LABELS}
        submitLabel="Request a quote"
        intent="quote"
      >
        {(errors, formId) => (
          <>
            {Array.from({ length: QUOTE_LINES }, (_, index) => (
              <div key={index} hidden={index >= lines && !firstError(errors, `product.${index}`)}>
                <QuoteLine index={index} products={products} errors={errors} formId={formId} />
              </div>
            ))}
            {lines < QUOTE_LINES ? (
              <button
                type="button"
                className="button button-small"
                onClick={() => setLines((count) => count + 1)}
              >
                Add another product
              </button>
            ) : null}
            <Field
              formId={formId}
              name="deadline"
              type="date"
              min={tomorrow}
              label={LABELS.deadline}
              errors={errors}
            />
            <Field
              formId={formId}
              name="name"
              label={LABELS.name}
              errors={errors}
              autoComplete="name"
              required
            />
            <Field
              formId={formId}
              name="email"
              type="email"
              label={LABELS.email}
              errors={errors}
              autoComplete="email"
              required
            />
            <Field
              formId={formId}
              name="phone"
              type="tel"
              label={LABELS.phone}
              errors={errors}
              autoComplete="tel"
            />
            <Field
              formId={formId}
              name="company"
              label={LABELS.company}
              errors={errors}
              autoComplete="organization"
            />
            <div className="form-field">
              <label htmlFor={`${formId}-notes`}>{LABELS.notes}</label>
              <textarea id={`${formId}-notes`} name="notes" rows={4} maxLength={2000} />
            </div>
          </>
        )}
      </AccountForm>
    </div>
  );
}
