import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { cancelLabelSchema, optionsText, scanSchema } from '../../../../core/factory';
import { orderDateTime } from '../../../../core/orders';
import type { FormAnswer } from '../../../components/forms/form';
import { intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import factoryStyles from '../../../styles/atlas-factory.css?url';
import type { Route } from './+types/order-labels';
import { refuse, requireFactory } from './access.server';

export function links() {
  return [{ rel: 'stylesheet', href: factoryStyles }];
}

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `Labels of order #${params.order} · Printfront operator` },
    { name: 'robots', content: 'noindex' },
  ];
}

const orderIdOf = (param: string | undefined) => (/^\d{1,9}$/.test(param ?? '') ? Number(param) : 0);

/** /atlas/orders/:order/labels/: one order's labels, their printing, picking, pretreating and cancelling. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireFactory(context, request);
  const outcome = await context.services.atlas.factory.orderLabels(orderIdOf(params.order));
  if (!outcome.ok) refuse(outcome);
  return outcome.value;
}

const cancelFormSchema = cancelLabelSchema.extend({ labelId: z.coerce.number().int().positive() });

interface LabelAnswer extends FormAnswer {
  labelId?: number;
}

export const action = multiIntentFormAction({
  guard: ({ context, request }) => requireFactory(context, request),
  intents: {
    cancel: intentForm({
      schema: cancelFormSchema,
      run: ({ labelId, reason }, { context }) => context.services.atlas.factory.cancel(labelId, { reason }),
      failureState: (form) => ({ labelId: Number(form.get('labelId')) }),
      onSuccess: (value, { input }): LabelAnswer => ({
        intent: 'cancel',
        ok: true,
        message: value.message,
        labelId: input.labelId,
      }),
    }),
    pretreat: intentForm({
      schema: scanSchema,
      run: (input, { context }) => context.services.atlas.factory.pretreat(input),
      onSuccess: (value): LabelAnswer => ({
        intent: 'pretreat',
        ok: true,
        message: value.message,
        labelId: value.labelId,
      }),
    }),
  },
});

export default function OrderLabels({ loaderData, actionData }: Route.ComponentProps) {
  const { order, labels } = loaderData;
  const answer = actionData as LabelAnswer | undefined;
  const [search] = useSearchParams();
  const problem = search.get('problem');
  const busy = useNavigation().state === 'submitting';
  const reprint = labels.length > 0;
  const live = labels.filter((label) => !label.cancelled);
  return (
    <div className="factory">
      <p className="factory-back">
        <Link to="/atlas/factory/">Back to the factory</Link>
      </p>
      <h1>Labels of order #{order.id}</h1>
      <dl className="factory-summary">
        <div>
          <dt>Store</dt>
          <dd>{order.store}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="order-status">{order.statusName}</dd>
        </div>
        <div>
          <dt>Units to make</dt>
          <dd>{order.units}</dd>
        </div>
        <div>
          <dt>Pigeonhole</dt>
          <dd>{order.pigeonhole ?? 'None'}</dd>
        </div>
        <div>
          <dt>Tracking</dt>
          <dd>{order.trackingCodes.length > 0 ? order.trackingCodes.join(', ') : 'Not shipped'}</dd>
        </div>
      </dl>

      {answer?.intent === 'pretreat' || answer?.intent === 'cancel' ? (
        <p
          className={answer.ok ? 'factory-result-main' : 'factory-result-problem'}
          role={answer.ok ? 'status' : 'alert'}
        >
          {answer.ok
            ? answer.message
            : (answer.errors?.reason?.[0] ?? answer.errors?.code?.[0] ?? answer.message)}
        </p>
      ) : null}

      {order.printable ? (
        <section className="factory-section" aria-labelledby="print-title">
          <h2 id="print-title">{reprint ? 'Reprint labels' : 'Print labels'}</h2>
          <Form
            method="post"
            action="/atlas/factory/print/"
            reloadDocument
            className="factory-print"
            noValidate
          >
            <input type="hidden" name="orderIds" value={order.id} />
            <input type="hidden" name="returnTo" value={`/atlas/orders/${order.id}/labels/`} />
            {problem ? (
              <p id="print-problem" className="factory-result-problem" role="alert">
                {problem}
              </p>
            ) : null}
            {reprint ? (
              <>
                <fieldset className="factory-choose">
                  <legend>Which labels? (none chosen: all of them)</legend>
                  {live.map((label) => (
                    <label key={label.id}>
                      <input type="checkbox" name="labelIds" value={label.id} /> {label.code} ({label.counter}{' '}
                      of {label.total})
                    </label>
                  ))}
                </fieldset>
                <div className="factory-field">
                  <label htmlFor="print-reason">Reason for the reprint</label>
                  <input
                    id="print-reason"
                    name="reason"
                    maxLength={500}
                    defaultValue={search.get('reason') ?? ''}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? 'print-problem' : undefined}
                  />
                </div>
                <button type="submit" className="button button-primary">
                  Reprint labels
                </button>
              </>
            ) : (
              <button type="submit" className="button button-primary">
                Print labels
              </button>
            )}
          </Form>
        </section>
      ) : null}

      <section className="factory-section" aria-labelledby="labels-title">
        <h2 id="labels-title">Labels</h2>
        {labels.length === 0 ? (
          <p>No labels yet: they are made when the order's labels are first printed.</p>
        ) : (
          <ul className="factory-labels">
            {labels.map((label) => {
              const mine = answer?.labelId === label.id && answer.intent === 'cancel' && answer.ok === false;
              const reasonError = mine ? answer?.errors?.reason?.[0] : undefined;
              return (
                <li key={label.id} className="factory-label" data-testid="label-card">
                  <h3>
                    {label.code}{' '}
                    <span className="factory-counter">
                      {label.counter} of {label.total}
                    </span>
                  </h3>
                  <p>
                    <strong>{label.product}</strong>
                    {optionsText(label.options) ? ` · ${optionsText(label.options)}` : ''} · pickface{' '}
                    {label.pickface}
                  </p>
                  <p data-testid="label-state">
                    {label.cancelled
                      ? `Cancelled ${label.cancelledAt ? orderDateTime(label.cancelledAt) : ''}: ${label.cancelReason ?? ''}`
                      : label.pickedAt
                        ? `Picked ${orderDateTime(label.pickedAt)}${label.pickedBy ? ` by ${label.pickedBy}` : ''}`
                        : 'Not picked yet'}{' '}
                    · printed {label.timesPrinted} {label.timesPrinted === 1 ? 'time' : 'times'}
                  </p>
                  <details>
                    <summary>History</summary>
                    <ul>
                      {label.prints.map((log, index) => (
                        <li key={`print-${index}-${log.at}`}>
                          Printed {orderDateTime(log.at)}
                          {log.by ? ` by ${log.by}` : ''}
                          {log.reason ? `: ${log.reason}` : ''}
                        </li>
                      ))}
                      {label.pretreats.map((log, index) => (
                        <li key={`pretreat-${index}-${log.at}`}>
                          Pretreated {orderDateTime(log.at)}
                          {log.by ? ` by ${log.by}` : ''}
                        </li>
                      ))}
                    </ul>
                  </details>
                  {label.cancelled ? null : (
                    <div className="factory-label-actions">
                      <Form method="post">
                        <input type="hidden" name="intent" value="pretreat" />
                        <input type="hidden" name="code" value={label.code} />
                        <button type="submit" className="button" disabled={busy}>
                          Log pretreatment<span className="visually-hidden"> of {label.code}</span>
                        </button>
                      </Form>
                      <Form method="post" className="factory-cancel" noValidate>
                        <input type="hidden" name="intent" value="cancel" />
                        <input type="hidden" name="labelId" value={label.id} />
                        <label htmlFor={`cancel-${label.id}`}>Reason to cancel {label.code}</label>
                        <input
                          id={`cancel-${label.id}`}
                          name="reason"
                          maxLength={500}
                          defaultValue={mine ? (answer?.values?.reason ?? '') : ''}
                          aria-invalid={reasonError ? true : undefined}
                          aria-describedby={reasonError ? `cancel-${label.id}-error` : undefined}
                        />
                        {reasonError ? (
                          <p id={`cancel-${label.id}-error`} className="field-error">
                            {reasonError}
                          </p>
                        ) : null}
                        <button type="submit" className="button" disabled={busy}>
                          Cancel label<span className="visually-hidden"> {label.code}</span>
                        </button>
                      </Form>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
