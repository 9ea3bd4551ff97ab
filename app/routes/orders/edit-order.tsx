import { Link } from 'react-router';
import { editOrderFormSchema, ORDER_MESSAGES, orderMoney } from '../../../core/orders';
import { AccountForm } from '../../components/forms/form';
import { type FieldErrors, firstError } from '../../components/forms/form-data';
import { useFieldState } from '../../components/forms/use-field-state';
import { OrderLookupPage } from '../../components/orders/lookup-form';
import {
  LineSummary,
  Notice,
  OrderHeading,
  type OrderLine,
  SavedChangeNotice,
} from '../../components/orders/order-parts';
import { intentForm, multiIntentFormAction } from '../../forms/form-action.server';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/edit-order';
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
  const page = await context.services.orders.editPage(params.orderHash);
  return {
    lookup: false as const,
    saved: savedChange(request),
    order: page.order,
    verdict: page.verdict,
    items: page.items,
  };
}

export const action = multiIntentFormAction({
  guard: storeOnly,
  intents: {
    find: findOrderForm((hash) => `/edit-order/${hash}`),
    edit: intentForm({
      schema: editOrderFormSchema,
      run: (input, { context, params }) =>
        context.services.orders.editItems(orderParam(params, 'orderHash'), input, context.origin),
      onSuccess: backToChangedOrder('/edit-order'),
    }),
  },
  fallback: 'find',
});

export const handle: RouteHandle = {
  breadcrumb: () => [{ name: 'Change your order', url: '/edit-order/' }],
};

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/edit-order/',
    title: 'Change your order',
    robots: 'noindex',
  });
}

type EditableItem = OrderLine & { choices: { colours: { name: string; sizes: string[] }[] } };

/** Colour, size and quantity of one item; the sizes follow the colour chosen. */
function ItemFields({
  item,
  formId,
  errors,
  paid,
}: {
  item: EditableItem;
  formId: string;
  errors: FieldErrors | undefined;
  paid: boolean;
}) {
  const [colour, setColour, colourRef] = useFieldState(item.colour ?? item.choices.colours[0]?.name ?? '');
  const sizes = item.choices.colours.find((choice) => choice.name === colour)?.sizes ?? [];
  const [size, setSize, sizeRef] = useFieldState(item.size ?? '');
  const field = (name: string) => {
    const id = `${formId}-${name}.${item.id}`;
    const error = firstError(errors, `${name}.${item.id}`);
    return {
      id,
      error,
      props: {
        id,
        name: `${name}.${item.id}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      },
    };
  };
  const colourField = field('colour');
  const sizeField = field('size');
  const quantityField = field('quantity');
  const errorLine = (entry: { id: string; error: string | undefined }) =>
    entry.error ? (
      <p id={`${entry.id}-error`} className="field-error">
        {entry.error}
      </p>
    ) : null;
  return (
    <div className="order-item-fields">
      <div className={`form-field${colourField.error ? ' form-field-invalid' : ''}`}>
        <label htmlFor={colourField.id}>Colour</label>
        <select
          {...colourField.props}
          ref={colourRef}
          value={colour}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setColour(next);
            const nextSizes = item.choices.colours.find((choice) => choice.name === next)?.sizes ?? [];
            if (!nextSizes.includes(size)) setSize(nextSizes[0] ?? '');
          }}
        >
          {item.choices.colours.map((choice) => (
            <option key={choice.name} value={choice.name}>
              {choice.name}
            </option>
          ))}
        </select>
        {errorLine(colourField)}
      </div>
      <div className={`form-field${sizeField.error ? ' form-field-invalid' : ''}`}>
        <label htmlFor={sizeField.id}>Size</label>
        <select
          {...sizeField.props}
          ref={sizeRef}
          value={size}
          onChange={(event) => setSize(event.currentTarget.value)}
        >
          {sizes.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {errorLine(sizeField)}
      </div>
      <div className={`form-field${quantityField.error ? ' form-field-invalid' : ''}`}>
        <label htmlFor={quantityField.id}>Quantity</label>
        <input
          {...quantityField.props}
          type="number"
          inputMode="numeric"
          min={1}
          max={paid ? item.quantity : 999}
          defaultValue={item.quantity}
          required
        />
        {errorLine(quantityField)}
      </div>
    </div>
  );
}

export default function EditOrder({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.lookup)
    return (
      <OrderLookupPage
        title="Change your order"
        lead="You can change sizes, colours and quantities until your order goes into production. Enter your order number and email address to start."
        answer={actionData}
        submitLabel="Find my order"
      />
    );
  const { order, verdict, items, saved } = loaderData;
  const paid = order.status.code === 'paid';
  return (
    <div className="order-page">
      <OrderHeading order={order} title="Change your order" />
      <SavedChangeNotice saved={saved} changedMessage={ORDER_MESSAGES.orderUpdated} />
      {!verdict.allowed ? (
        <Notice tone="warning">
          <p>{verdict.reason}</p>
        </Notice>
      ) : (
        <AccountForm
          schema={editOrderFormSchema}
          answer={actionData}
          labels={{}}
          submitLabel="Save changes"
          intent="edit"
        >
          {(errors, formId) => (
            <>
              {paid ? (
                <p className="field-hint">
                  Your order is paid, so quantities can only be lowered; we refund the difference.
                </p>
              ) : null}
              <ul className="order-choices">
                {items.map((item) => (
                  <li key={item.id}>
                    <LineSummary line={item}>
                      <p className="order-line-options">{orderMoney(item.unitPrice, order.currency)} each</p>
                    </LineSummary>
                    <ItemFields item={item} formId={formId} errors={errors} paid={paid} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </AccountForm>
      )}
      <p className="order-links">
        <Link to={`/update-address/${order.hash}`}>Change the delivery address</Link>
        <Link to={`/invoice/${order.hash}`}>View the invoice</Link>
      </p>
    </div>
  );
}
