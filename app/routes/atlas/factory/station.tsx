import { useEffect, useRef } from 'react';
import { Form, Link, useFetcher, useSearchParams } from 'react-router';
import { scanSchema, shipSchema } from '../../../../core/factory';
import { orderDateTime } from '../../../../core/orders';
import { FieldWithError } from '../../../components/atlas/field-with-error';
import type { FormAnswer } from '../../../components/forms/form';
import { intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import factoryStyles from '../../../styles/atlas-factory.css?url';
import type { Route } from './+types/station';
import { refuse, requireFactory } from './access.server';

export function links() {
  return [{ rel: 'stylesheet', href: factoryStyles }];
}

export function meta() {
  return [{ title: 'Factory · Printfront operator' }, { name: 'robots', content: 'noindex' }];
}

/** /atlas/factory/: the print queue, the scan station and the pack and ship station. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireFactory(context, request);
  const outcome = await context.services.atlas.factory.queue();
  if (!outcome.ok) refuse(outcome);
  return outcome.value;
}

/** What a station's form answers: the message to announce, with the scan's details when it was one. */
export interface StationAnswer extends FormAnswer {
  progress?: string;
  pigeonhole?: number | null;
}

export const action = multiIntentFormAction({
  guard: ({ context, request }) => requireFactory(context, request),
  intents: {
    scan: intentForm({
      schema: scanSchema,
      run: (input, { context }) => context.services.atlas.factory.scan(input),
      onSuccess: (value): StationAnswer => ({
        intent: 'scan',
        ok: true,
        message: value.message,
        progress: `${value.label.code} · order #${value.label.orderId} · ${value.progress}`,
        pigeonhole: value.pigeonhole,
      }),
    }),
    pretreat: intentForm({
      schema: scanSchema,
      run: (input, { context }) => context.services.atlas.factory.pretreat(input),
      onSuccess: (value): StationAnswer => ({ intent: 'pretreat', ok: true, message: value.message }),
    }),
    ship: intentForm({
      schema: shipSchema,
      run: (input, { context }) => context.services.atlas.factory.ship(input),
      onSuccess: (value): StationAnswer => ({
        intent: 'ship',
        ok: true,
        message: `Order #${value.orderId}: ${value.message}`,
      }),
    }),
  },
});

const firstOf = (answer: FormAnswer | undefined, field: string) =>
  answer?.errors?.[field]?.[0] ?? (answer?.ok === false ? answer.message : undefined);

/** The scan station: a scanner types the code and Enter; the result is announced and the field is ready again. */
function ScanStation({ fallback }: { fallback: StationAnswer | undefined }) {
  const fetcher = useFetcher<StationAnswer>({ key: 'factory-scan' });
  const input = useRef<HTMLInputElement>(null);
  const answer =
    fetcher.data ?? (fallback?.intent === 'scan' || fallback?.intent === 'pretreat' ? fallback : undefined);
  const busy = fetcher.state !== 'idle';
  const problem = answer?.ok === false ? firstOf(answer, 'code') : undefined;
  // Each answer (once per scan) readies the field for the next scan: emptied after a good one, the code
  // selected after a refused one so the next scan replaces it.
  useEffect(() => {
    if (!answer || !input.current) return;
    if (answer.ok) input.current.value = '';
    input.current.focus();
    input.current.select();
  }, [answer]);
  return (
    <section className="factory-section" aria-labelledby="scan-title">
      <h2 id="scan-title">Scan station</h2>
      <fetcher.Form method="post" className="factory-scan">
        <fieldset className="factory-modes">
          <legend>What are you scanning for?</legend>
          <label>
            <input
              type="radio"
              name="intent"
              value="scan"
              defaultChecked={(answer?.intent ?? 'scan') === 'scan'}
            />{' '}
            Pick
          </label>
          <label>
            <input
              type="radio"
              name="intent"
              value="pretreat"
              defaultChecked={answer?.intent === 'pretreat'}
            />{' '}
            Pretreat
          </label>
        </fieldset>
        <label htmlFor="scan-code">Label code</label>
        <div className="factory-inline">
          <input
            ref={input}
            id="scan-code"
            name="code"
            // biome-ignore lint/a11y/noAutofocus: the scan station's one field: a scanner types into it at once.
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode="text"
            defaultValue={answer?.ok === false ? (answer.values?.code ?? '') : ''}
            aria-invalid={problem ? true : undefined}
            aria-describedby="scan-result"
          />
          {/* Never disabled: a scanner's Enter must always submit, even while the last answer is still loading. */}
          <button type="submit" className="button button-primary" aria-busy={busy || undefined}>
            Scan
          </button>
        </div>
      </fetcher.Form>
      <div id="scan-result" className="factory-result" role="status" aria-live="polite" aria-atomic="true">
        {answer ? (
          answer.ok ? (
            <>
              <p className="factory-result-main" data-testid="scan-message">
                {answer.message}
              </p>
              {answer.progress ? <p>{answer.progress}</p> : null}
            </>
          ) : (
            <p className="factory-result-problem" data-testid="scan-message">
              {problem}
            </p>
          )
        ) : (
          <p>Scan a label, or type its code and press Enter.</p>
        )}
      </div>
    </section>
  );
}

function ShipStation({ fallback }: { fallback: StationAnswer | undefined }) {
  const fetcher = useFetcher<StationAnswer>({ key: 'factory-ship' });
  const answer = fetcher.data ?? (fallback?.intent === 'ship' ? fallback : undefined);
  // Only while the ship request itself is out: the queue reloading after it does not block the next parcel.
  const busy = fetcher.state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  const failed = answer?.ok === false ? answer : undefined;
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  const orderProblem = failed?.errors?.order?.[0];
  const trackingProblem = failed?.errors?.trackingCode?.[0];
  return (
    <fetcher.Form method="post" ref={form} className="factory-ship" noValidate>
      <input type="hidden" name="intent" value="ship" />
      <FieldWithError
        id="ship-order"
        label="Order number or label code"
        name="order"
        autoComplete="off"
        defaultValue={failed?.values?.order ?? ''}
        error={orderProblem}
      />
      <FieldWithError
        id="ship-tracking"
        label="Tracking code"
        name="trackingCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        defaultValue={failed?.values?.trackingCode ?? ''}
        error={trackingProblem}
      />
      <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
        Pack and ship
      </button>
      <div className="factory-result" role="status" aria-live="polite" aria-atomic="true">
        {answer?.ok ? (
          <p className="factory-result-main" data-testid="ship-message">
            {answer.message}
          </p>
        ) : failed?.message && !orderProblem && !trackingProblem ? (
          <p className="factory-result-problem" data-testid="ship-message">
            {failed.message}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

export default function FactoryStation({ loaderData, actionData }: Route.ComponentProps) {
  const { toPrint, toShip } = loaderData;
  const fallback = actionData as StationAnswer | undefined;
  const [search] = useSearchParams();
  const problem = search.get('problem');
  return (
    <div className="factory">
      <h1>Factory</h1>
      <section className="factory-section" aria-labelledby="print-title">
        <h2 id="print-title">Labels to print</h2>
        {problem ? (
          <p className="factory-result-problem" role="alert">
            {problem}
          </p>
        ) : null}
        {toPrint.length === 0 ? (
          <p>No paid orders are waiting for labels.</p>
        ) : (
          <Form method="post" action="/atlas/factory/print/" reloadDocument>
            <input type="hidden" name="returnTo" value="/atlas/factory/" />
            <div className="atlas-table-wrap">
              <table className="atlas-table">
                <caption className="visually-hidden">
                  Paid orders waiting for labels, first to print first
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Print</th>
                    <th scope="col">Order</th>
                    <th scope="col">Store</th>
                    <th scope="col">Units</th>
                    <th scope="col">Placed</th>
                  </tr>
                </thead>
                <tbody>
                  {toPrint.map((order) => (
                    <tr key={order.id} data-testid="print-row">
                      <td>
                        <input
                          type="checkbox"
                          name="orderIds"
                          value={order.id}
                          id={`print-${order.id}`}
                          aria-label={`Print the labels of order #${order.id}`}
                        />
                      </td>
                      <td>
                        <Link to={`/atlas/orders/${order.id}/labels/`}>#{order.id}</Link>
                        {order.priority > 0 ? <span className="factory-badge"> Priority</span> : null}
                      </td>
                      <td>{order.store}</td>
                      <td>{order.units}</td>
                      <td>{orderDateTime(order.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="factory-actions">
              <button type="submit" className="button button-primary">
                Print labels for the chosen orders
              </button>
            </p>
          </Form>
        )}
      </section>

      <ScanStation fallback={fallback} />

      <section className="factory-section" aria-labelledby="ship-title">
        <h2 id="ship-title">Pack and ship</h2>
        <ShipStation fallback={fallback} />
        {toShip.length === 0 ? (
          <p>No labelled orders are waiting.</p>
        ) : (
          <div className="atlas-table-wrap">
            <table className="atlas-table">
              <caption className="visually-hidden">Labelled orders on their way to packing</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Store</th>
                  <th scope="col">Status</th>
                  <th scope="col">Picked</th>
                  <th scope="col">Pigeonhole</th>
                </tr>
              </thead>
              <tbody>
                {toShip.map((order) => (
                  <tr key={order.id} data-testid="ship-row">
                    <td>
                      <Link to={`/atlas/orders/${order.id}/labels/`}>#{order.id}</Link>
                    </td>
                    <td>{order.store}</td>
                    <td>{order.statusName}</td>
                    <td>
                      {order.picked} of {order.labels}
                    </td>
                    <td>{order.pigeonhole ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
