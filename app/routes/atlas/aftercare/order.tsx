import { data, Form, Link } from 'react-router';
import { AFTERCARE_MESSAGES, quoteRefund, SHIPPING_REFUND_SKU, unitsLeft } from '../../../../core/aftercare';
import type { FieldErrors } from '../../../../core/errors';
import { orderDateTime, orderMoney } from '../../../../core/orders';
import { atlasPath } from '../../../components/atlas/nav-items';
import { TableScrollBox } from '../../../components/atlas/table-scroll-box';
import { formValues } from '../../../components/forms/form-data';
import { SubmitButton } from '../../../components/forms/submit-button';
import aftercareStyles from '../../../styles/atlas-aftercare.css?url';
import { requireAtlas } from '../access.server';
import type { Route } from './+types/order';
import { orderIdOf, refusePage } from './refusal.server';

export function links() {
  return [{ rel: 'stylesheet', href: aftercareStyles }];
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `After-care of order #${loaderData.page.order.number}` : 'After-care' },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * An order's after-care: its lines with paid, refunded and returned quantities, and the forms to receive a
 * return, refund, exchange and reprint. Every form carries a request key made for this page: posting the
 * same form again (a retry, a double click) refunds or makes an order once.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAtlas(context, request);
  const outcome = await context.services.atlas.aftercare.order(orderIdOf(params.order));
  if (!outcome.ok) refusePage(outcome);
  return { page: outcome.value, requestKey: crypto.randomUUID() };
}

type Intent = 'receive' | 'refund' | 'exchange' | 'reprint';

interface Answer {
  intent: Intent;
  ok: boolean;
  message?: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
  /** A refund priced and waiting for the staff member to confirm it. */
  preview?: { total: number };
}

const quantitiesOf = (values: Record<string, string>) =>
  Object.entries(values)
    .filter(([name]) => name.startsWith('quantity.'))
    .map(([name, value]) => ({
      itemId: Number(name.slice('quantity.'.length)),
      quantity: value.trim() === '' ? 0 : value,
    }))
    .filter((line) => line.quantity !== 0 && line.quantity !== '0');

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireAtlas(context, request);
  const orderId = orderIdOf(params.order);
  const values = formValues(await request.formData());
  const intent = values.intent as Intent;
  const services = context.services.atlas.aftercare;
  const refused = (failure: { status: number; message: string; errors: FieldErrors }) => {
    if (failure.status === 403 || failure.status === 404) refusePage(failure);
    return data<Answer>(
      { intent, ok: false, message: failure.message, errors: failure.errors, values },
      { status: failure.status },
    );
  };
  if (intent === 'receive') {
    const outcome = await services.receive(orderId, { returnId: values.returnId, remill: values.remill });
    return outcome.ok
      ? ({ intent, ok: true, message: outcome.value.message } satisfies Answer)
      : refused(outcome);
  }
  if (intent === 'refund') {
    const input = {
      requestKey: values.requestKey ?? '',
      items: quantitiesOf(values),
      shipping: values.shipping,
      reason: values.reason ?? '',
    };
    if (values.confirm !== 'yes') {
      // The first press prices the refund: the amount is shown, then confirmed.
      const page = await services.order(orderId);
      if (!page.ok) return refused(page);
      if (page.value.refusal) return refused({ status: 409, message: page.value.refusal, errors: {} });
      const asked = input.items.map((line) => ({ itemId: line.itemId, quantity: Number(line.quantity) }));
      if (asked.some((line) => !Number.isInteger(line.quantity) || line.quantity < 0))
        return refused({ status: 422, message: AFTERCARE_MESSAGES.quantityTooMany, errors: {} });
      const priced = quoteRefund(page.value.refundable, { items: asked, shipping: values.shipping === 'on' });
      if (!priced.ok) {
        const errors: FieldErrors = {};
        let message: string = AFTERCARE_MESSAGES.refundNothing;
        for (const problem of priced.problems) {
          if (problem.kind === 'too-many')
            errors[`quantity.${problem.itemId}`] = [AFTERCARE_MESSAGES.refundTooMany];
          else if (problem.kind === 'unknown-item')
            errors[`quantity.${problem.itemId}`] = [AFTERCARE_MESSAGES.itemNotOnOrder];
          else if (problem.kind === 'shipping-refunded')
            errors.shipping = [AFTERCARE_MESSAGES.shippingRefunded];
          else if (problem.kind === 'exceeds-paid') message = AFTERCARE_MESSAGES.refundExceedsPaid;
          else errors.items = [AFTERCARE_MESSAGES.refundNothing];
        }
        if (Object.keys(errors).length > 0) message = Object.values(errors)[0]?.[0] ?? message;
        return refused({
          status: message === AFTERCARE_MESSAGES.refundExceedsPaid ? 409 : 422,
          message,
          errors,
        });
      }
      return { intent, ok: true, preview: { total: priced.quote.total }, values } satisfies Answer;
    }
    const outcome = await services.refund(orderId, input);
    return outcome.ok
      ? ({ intent, ok: true, message: outcome.value.message } satisfies Answer)
      : refused(outcome);
  }
  if (intent === 'exchange') {
    const [itemId = '', variantId = ''] = (values.choice ?? '').split(':');
    if (!itemId || !variantId)
      return refused({
        status: 422,
        message: AFTERCARE_MESSAGES.variantRequired,
        errors: { variantId: [AFTERCARE_MESSAGES.variantRequired] },
      });
    const outcome = await services.exchange(orderId, {
      requestKey: values.requestKey ?? '',
      itemId,
      variantId,
      quantity: values.quantity ?? '',
    });
    return outcome.ok
      ? ({ intent, ok: true, message: outcome.value.message } satisfies Answer)
      : refused(outcome);
  }
  if (intent === 'reprint') {
    const outcome = await services.reprint(orderId, {
      requestKey: values.requestKey ?? '',
      reasonId: values.reasonId ?? '',
      items: quantitiesOf(values),
    });
    return outcome.ok
      ? ({ intent, ok: true, message: outcome.value.message } satisfies Answer)
      : refused(outcome);
  }
  return refused({ status: 422, message: 'Please choose what to do.', errors: {} });
}

function Problem({ answer, formId }: { answer: Answer | undefined; formId: string }) {
  if (!answer || answer.ok) return null;
  const listed = Object.values(answer.errors ?? {})
    .map((list) => list?.[0])
    .filter((text): text is string => Boolean(text) && text !== answer.message);
  return (
    <div className="error-summary" role="alert" aria-labelledby={`${formId}-problem`}>
      <h3 id={`${formId}-problem`} className="error-summary-title">
        There is a problem
      </h3>
      {answer.message ? <p className="error-summary-message">{answer.message}</p> : null}
      {listed.length > 0 ? (
        <ul>
          {[...new Set(listed)].map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Done({ answer }: { answer: Answer | undefined }) {
  return answer?.ok && answer.message ? (
    <p className="form-status form-status-success" role="status">
      {answer.message}
    </p>
  ) : null;
}

const fieldError = (answer: Answer | undefined, name: string) => answer?.errors?.[name]?.[0];

export default function OrderAftercare({ loaderData, actionData }: Route.ComponentProps) {
  const { page, requestKey } = loaderData;
  const { order } = page;
  const money = (amount: number) => orderMoney(amount, order.currency);
  const answerFor = (intent: Intent) =>
    actionData && actionData.intent === intent ? (actionData as Answer) : undefined;
  const receive = answerFor('receive');
  const refund = answerFor('refund');
  const exchange = answerFor('exchange');
  const reprint = answerFor('reprint');
  const typed = (answer: Answer | undefined, name: string) => answer?.values?.[name];
  const pending = page.returns.filter((entry) => entry.status === 'requested');
  const exchangeable = page.lines.filter((line) => line.exchangeChoices.length > 0);
  const isOriginal = !order.childOrderType;
  const confirming = refund?.ok && refund.preview ? refund : undefined;
  const shippingLeft = page.refundable.shippingTotal - page.refundable.shippingRefunded;

  return (
    <div className="aftercare-main">
      <p>
        <Link to={atlasPath('returns/')}>Returns</Link>
      </p>
      <h1>After-care of order #{order.number}</h1>
      <dl className="aftercare-figures">
        <div>
          <dt>Store</dt>
          <dd>{order.store}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="order-status">{order.status.name}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd data-testid="paid">{money(page.money.paid)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd data-testid="refunded">{money(page.money.refunded)}</dd>
        </div>
        <div>
          <dt>Left to refund</dt>
          <dd data-testid="left">{money(page.money.left)}</dd>
        </div>
      </dl>
      <p>
        {order.email} · placed {orderDateTime(order.createdAt)} ·{' '}
        <a href={order.returnsUrl}>Shopper’s returns page</a>
        {order.parentOrderId ? (
          <>
            {' '}
            · {order.childOrderType} of{' '}
            <Link to={atlasPath(`orders/${order.parentOrderId}/aftercare/`)}>
              order #{order.parentOrderId}
            </Link>
          </>
        ) : null}
      </p>

      <section aria-labelledby="lines-title">
        <h2 id="lines-title">Items</h2>
        <TableScrollBox labelledBy="lines-title">
          <table className="atlas-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className="number">
                  Paid
                </th>
                <th scope="col" className="number">
                  Quantity
                </th>
                <th scope="col" className="number">
                  Refunded
                </th>
                <th scope="col" className="number">
                  Returned
                </th>
              </tr>
            </thead>
            <tbody>
              {page.lines.map((line) => (
                <tr key={line.id} data-testid="aftercare-line">
                  <th scope="row">
                    {line.name}
                    <br />
                    <small>{[line.sku, ...Object.values(line.options)].filter(Boolean).join(' · ')}</small>
                  </th>
                  <td className="number">{money(line.total)}</td>
                  <td className="number">{line.quantity}</td>
                  <td className="number">{line.refundedQuantity}</td>
                  <td className="number">{line.returnedQuantity}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Shipping</th>
                <td className="number">{money(page.refundable.shippingTotal)}</td>
                <td className="number">1</td>
                <td className="number">
                  {page.refundable.shippingRefunded > 0 ? money(page.refundable.shippingRefunded) : '—'}
                </td>
                <td className="number">—</td>
              </tr>
            </tbody>
          </table>
        </TableScrollBox>
      </section>

      <div className="aftercare-forms">
        <Form method="post" className="aftercare-form" aria-labelledby="receive-title" noValidate>
          <h2 id="receive-title">Receive a return</h2>
          <Problem answer={receive} formId="receive" />
          <Done answer={receive} />
          {pending.length === 0 ? (
            <p>No return is waiting to be received.</p>
          ) : (
            <>
              <input type="hidden" name="intent" value="receive" />
              <div className="form-field">
                <label htmlFor="receive-return">Return</label>
                <select
                  id="receive-return"
                  name="returnId"
                  defaultValue={typed(receive, 'returnId') ?? String(pending[0]?.id ?? '')}
                >
                  {pending.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.reference}:{' '}
                      {entry.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
                    </option>
                  ))}
                </select>
              </div>
              <div className="form-field form-checkbox">
                <input
                  id="receive-remill"
                  type="checkbox"
                  name="remill"
                  defaultChecked={typed(receive, 'remill') === 'on'}
                />
                <label htmlFor="receive-remill">
                  Remill (100% cotton): send the shopper a coupon for the next order
                </label>
              </div>
              <SubmitButton intent="receive" pendingLabel="Receiving…">
                Receive return
              </SubmitButton>
            </>
          )}
        </Form>

        <Form method="post" className="aftercare-form" aria-labelledby="refund-title" noValidate>
          <h2 id="refund-title">Refund</h2>
          <Problem answer={refund} formId="refund" />
          <Done answer={refund} />
          {page.refusal ? (
            <p>{page.refusal}</p>
          ) : page.money.left === 0 ? (
            <p>Everything paid has been refunded.</p>
          ) : (
            <>
              <input type="hidden" name="intent" value="refund" />
              <input type="hidden" name="requestKey" value={typed(refund, 'requestKey') ?? requestKey} />
              <fieldset>
                <legend>Items to refund</legend>
                {page.lines.map((line) => {
                  const name = `quantity.${line.id}`;
                  const error = fieldError(refund, name);
                  const left = unitsLeft(
                    page.refundable.lines.find((entry) => entry.id === line.id) ?? {
                      quantity: 0,
                      refundedQuantity: 0,
                    },
                  );
                  return (
                    <div key={line.id} className={`aftercare-quantity${error ? ' form-field-invalid' : ''}`}>
                      <label htmlFor={`refund-${name}`}>
                        {line.name} ({left} of {line.quantity} left)
                      </label>
                      <input
                        id={`refund-${name}`}
                        name={name}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={left}
                        defaultValue={typed(refund, name) ?? '0'}
                        readOnly={Boolean(confirming)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `refund-${name}-error` : undefined}
                      />
                      {error ? (
                        <p id={`refund-${name}-error`} className="field-error">
                          {error}
                        </p>
                      ) : null}
                    </div>
                  );
                })}
              </fieldset>
              <div
                className={`form-field form-checkbox${fieldError(refund, 'shipping') ? ' form-field-invalid' : ''}`}
              >
                <input
                  id="refund-shipping"
                  type="checkbox"
                  name="shipping"
                  disabled={shippingLeft <= 0}
                  defaultChecked={typed(refund, 'shipping') === 'on'}
                  onClick={confirming ? (event) => event.preventDefault() : undefined}
                />
                <label htmlFor="refund-shipping">
                  Refund the shipping ({shippingLeft > 0 ? money(shippingLeft) : 'refunded'},{' '}
                  {SHIPPING_REFUND_SKU})
                </label>
              </div>
              <div className="form-field">
                <label htmlFor="refund-reason">Reason (optional)</label>
                <input
                  id="refund-reason"
                  name="reason"
                  defaultValue={typed(refund, 'reason') ?? ''}
                  maxLength={500}
                  readOnly={Boolean(confirming)}
                />
              </div>
              {confirming?.preview ? (
                <>
                  <p className="aftercare-confirm" data-testid="refund-preview">
                    This refunds <strong>{money(confirming.preview.total)}</strong> to the shopper’s card.
                  </p>
                  <input type="hidden" name="confirm" value="yes" />
                  <SubmitButton intent="refund" pendingLabel="Refunding…">
                    Confirm refund of {money(confirming.preview.total)}
                  </SubmitButton>{' '}
                  <Link to=".">Change the refund</Link>
                </>
              ) : (
                <SubmitButton intent="refund" pendingLabel="Pricing…" className="button">
                  Show refund amount
                </SubmitButton>
              )}
            </>
          )}
        </Form>

        {isOriginal ? (
          <Form method="post" className="aftercare-form" aria-labelledby="exchange-title" noValidate>
            <h2 id="exchange-title">Exchange</h2>
            <Problem answer={exchange} formId="exchange" />
            <Done answer={exchange} />
            {exchangeable.length === 0 ? (
              <p>No item of this order comes in another size or colour.</p>
            ) : (
              <>
                <input type="hidden" name="intent" value="exchange" />
                <input type="hidden" name="requestKey" value={typed(exchange, 'requestKey') ?? requestKey} />
                <div
                  className={`form-field${fieldError(exchange, 'variantId') || fieldError(exchange, 'itemId') ? ' form-field-invalid' : ''}`}
                >
                  <label htmlFor="exchange-choice">New size or colour</label>
                  <select
                    id="exchange-choice"
                    name="choice"
                    defaultValue={typed(exchange, 'choice') ?? ''}
                    aria-describedby={fieldError(exchange, 'variantId') ? 'exchange-choice-error' : undefined}
                  >
                    <option value="">Choose…</option>
                    {exchangeable.map((line) => (
                      <optgroup
                        key={line.id}
                        label={`${line.name} (${Object.values(line.options).join(', ')})`}
                      >
                        {line.exchangeChoices.map((choice) => (
                          <option key={choice.id} value={`${line.id}:${choice.id}`}>
                            {line.name} in {choice.label}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                  {fieldError(exchange, 'variantId') ? (
                    <p id="exchange-choice-error" className="field-error">
                      {fieldError(exchange, 'variantId')}
                    </p>
                  ) : null}
                </div>
                <div className="form-field">
                  <label htmlFor="exchange-quantity">Quantity</label>
                  <input
                    id="exchange-quantity"
                    name="quantity"
                    type="number"
                    min={1}
                    inputMode="numeric"
                    defaultValue={typed(exchange, 'quantity') ?? '1'}
                  />
                </div>
                <SubmitButton intent="exchange" pendingLabel="Creating…">
                  Create exchange order
                </SubmitButton>
              </>
            )}
          </Form>
        ) : null}

        {isOriginal ? (
          <Form method="post" className="aftercare-form" aria-labelledby="reprint-title" noValidate>
            <h2 id="reprint-title">Reprint</h2>
            <Problem answer={reprint} formId="reprint" />
            <Done answer={reprint} />
            <input type="hidden" name="intent" value="reprint" />
            <input type="hidden" name="requestKey" value={typed(reprint, 'requestKey') ?? requestKey} />
            <div className={`form-field${fieldError(reprint, 'reasonId') ? ' form-field-invalid' : ''}`}>
              <label htmlFor="reprint-reason">Reprint reason</label>
              <select id="reprint-reason" name="reasonId" defaultValue={typed(reprint, 'reasonId') ?? ''}>
                <option value="">Choose…</option>
                {page.reprintReasons.map((reason) => (
                  <option key={reason.id} value={reason.id}>
                    {reason.name}
                  </option>
                ))}
              </select>
            </div>
            <fieldset>
              <legend>Items to print again</legend>
              {page.lines.map((line) => {
                const name = `quantity.${line.id}`;
                return (
                  <div key={line.id} className="aftercare-quantity">
                    <label htmlFor={`reprint-${name}`}>{line.name}</label>
                    <input
                      id={`reprint-${name}`}
                      name={name}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={line.quantity}
                      defaultValue={typed(reprint, name) ?? '0'}
                    />
                  </div>
                );
              })}
            </fieldset>
            <SubmitButton intent="reprint" pendingLabel="Creating…">
              Create reprint order
            </SubmitButton>
          </Form>
        ) : null}
      </div>

      <section aria-labelledby="refunds-title">
        <h2 id="refunds-title">Refunds</h2>
        {page.refunds.length === 0 ? (
          <p>No refunds.</p>
        ) : (
          <TableScrollBox labelledBy="refunds-title">
            <table className="atlas-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col" className="number">
                    Amount
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Gateway reference</th>
                  <th scope="col">Refund order</th>
                </tr>
              </thead>
              <tbody>
                {page.refunds.map((entry) => (
                  <tr key={entry.id} data-testid="refund-row">
                    <td>{orderDateTime(entry.createdAt)}</td>
                    <td className="number">{money(entry.amount)}</td>
                    <td>
                      {entry.status === 'failed'
                        ? `Failed: ${entry.failureMessage ?? ''}`
                        : entry.status === 'pending'
                          ? 'Waiting for the gateway'
                          : 'Refunded'}
                    </td>
                    <td>
                      <code>{entry.gatewayReference ?? '—'}</code>
                    </td>
                    <td>
                      {entry.refundOrderId ? (
                        <Link to={atlasPath(`orders/${entry.refundOrderId}/aftercare/`)}>
                          Order #{entry.refundOrderId}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScrollBox>
        )}
      </section>

      <section aria-labelledby="children-title">
        <h2 id="children-title">Refund, exchange and reprint orders</h2>page.children.length === 0 ? (
        <p>None.</p>) : (
        <ul>
          {page.children.map((child) => (
            <li key={child.id} data-testid="child-order">
              <Link to={atlasPath(`orders/${child.id}/aftercare/`)}>
                {child.type === 'refund' ? 'Refund' : child.type === 'exchange' ? 'Exchange' : 'Reprint'}{' '}
                order #{child.id}
              </Link>{' '}
              · {child.status} · {money(child.total)}
              {child.reason ? ` · ${child.reason}` : ''} · {orderDateTime(child.createdAt)}
            </li>
          ))}
        </ul>
        )
      </section>

      <section aria-labelledby="returns-title">
        <h2 id="returns-title">Returns</h2>page.returns.length === 0 ? (
        <p>The shopper has asked for no return.</p>) : (
        <ul>
          {page.returns.map((entry) => (
            <li key={entry.id} data-testid="return-entry">
              {entry.reference} · {entry.status === 'received' ? 'Received' : 'Requested'} ·{' '}
              {entry.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')} · {entry.reason} ·{' '}
              {orderDateTime(entry.createdAt)}
              {entry.coupon ? ` · remill coupon ${entry.coupon}` : ''}
            </li>
          ))}
        </ul>
        )
      </section>
    </div>
  );
}
