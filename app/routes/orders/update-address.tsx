import { Link } from 'react-router';
import { addressSchema, ORDER_MESSAGES } from '../../../core/orders';
import { CountryField } from '../../components/country-field';
import { AccountForm, Field } from '../../components/forms/form';
import { OrderLookupPage } from '../../components/orders/lookup-form';
import { AddressLines, Notice, OrderHeading, SavedChangeNotice } from '../../components/orders/order-parts';
import { intentForm, multiIntentFormAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/update-address';
import {
  backToChangedOrder,
  findOrderForm,
  orderParam,
  requireStore,
  savedChange,
  storeOnly,
} from './actions.server';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  requireStore(context);
  if (!params.orderHash) return { lookup: true as const };
  const page = await context.services.orders.addressPage(params.orderHash);
  return {
    lookup: false as const,
    saved: savedChange(request),
    order: page.order,
    verdict: page.verdict,
    address: page.address,
  };
}

export const action = multiIntentFormAction({
  guard: storeOnly,
  intents: {
    find: findOrderForm((hash) => `/update-address/${hash}`),
    address: intentForm({
      schema: addressSchema,
      run: (input, { context, params }) =>
        context.services.orders.updateAddress(orderParam(params, 'orderHash'), input, context.origin),
      onSuccess: backToChangedOrder('/update-address'),
    }),
  },
  fallback: 'find',
});

export const handle: RouteHandle = {
  breadcrumb: () => [{ name: 'Delivery address', url: '/update-address/' }],
};

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/update-address/',
    title: 'Change the delivery address',
    robots: 'noindex',
  });
}

const LABELS = {
  name: 'Full name',
  company: 'Company (optional)',
  line1: 'Address line 1',
  line2: 'Address line 2 (optional)',
  city: 'Town or city',
  county: 'County (optional)',
  postcode: 'Postcode',
  country: 'Country',
  eoriNumber: 'EORI number (optional)',
};

export default function UpdateAddress({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.lookup)
    return (
      <OrderLookupPage
        title="Change the delivery address"
        lead="You can change where we deliver until your order is packed. Enter your order number and email address to start."
        answer={actionData}
        submitLabel="Find my order"
      />
    );
  const { order, verdict, address, saved } = loaderData;
  const current = address ?? { name: '', line1: '', city: '', postcode: '', country: 'GB' };
  return (
    <div className="order-page order-page-narrow">
      <OrderHeading order={order} title="Change the delivery address" />
      <SavedChangeNotice saved={saved} changedMessage={ORDER_MESSAGES.addressUpdated} />
      {address ? (
        <section className="order-section" aria-labelledby="current-address">
          <h2 id="current-address">We will deliver to</h2>
          <AddressLines address={address} />
        </section>
      ) : null}
      {!verdict.allowed ? (
        <Notice tone="warning">
          <p>{verdict.reason}</p>
        </Notice>
      ) : (
        <AccountForm
          schema={addressSchema}
          answer={actionData}
          labels={LABELS}
          submitLabel="Save the new address"
          intent="address"
        >
          {(errors, formId) => (
            <>
              <Field
                formId={formId}
                name="name"
                label={LABELS.name}
                errors={errors}
                autoComplete="shipping name"
                defaultValue={current.name}
                required
              />
              <Field
                formId={formId}
                name="company"
                label={LABELS.company}
                errors={errors}
                autoComplete="shipping organization"
                defaultValue={current.company ?? ''}
              />
              <Field
                formId={formId}
                name="line1"
                label={LABELS.line1}
                errors={errors}
                autoComplete="shipping address-line1"
                defaultValue={current.line1}
                required
              />
              <Field
                formId={formId}
                name="line2"
                label={LABELS.line2}
                errors={errors}
                autoComplete="shipping address-line2"
                defaultValue={current.line2 ?? ''}
              />
              <Field
                formId={formId}
                name="city"
                label={LABELS.city}
                errors={errors}
                autoComplete="shipping address-level2"
                defaultValue={current.city}
                required
              />
              <Field
                formId={formId}
                name="county"
                label={LABELS.county}
                errors={errors}
                autoComplete="shipping address-level1"
                defaultValue={current.county ?? ''}
              />
              <Field
                formId={formId}
                name="postcode"
                label={LABELS.postcode}
                errors={errors}
                autoComplete="shipping postal-code"
                defaultValue={current.postcode}
              />
              <CountryField
                formId={formId}
                name="country"
                label={LABELS.country}
                errors={errors}
                defaultValue={current.country}
                autoComplete="shipping country"
              />
              <Field
                formId={formId}
                name="eoriNumber"
                label={LABELS.eoriNumber}
                hint="Only for business deliveries outside the UK."
                errors={errors}
                defaultValue={current.eoriNumber ?? ''}
              />
            </>
          )}
        </AccountForm>
      )}
      <p className="order-links">
        <Link to={`/edit-order/${order.hash}`}>Change the items</Link>
        <Link to={`/invoice/${order.hash}`}>View the invoice</Link>
      </p>
    </div>
  );
}
