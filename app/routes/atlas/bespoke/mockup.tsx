import { type ChangeEvent, useEffect, useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { BESPOKE_MESSAGES } from '../../../../core/bespoke/messages';
import { flowMoveSchema } from '../../../../core/bespoke/schemas';
import { MOCKUP_STATE_NAMES } from '../../../../core/bespoke/states';
import { orderDateTime } from '../../../../core/orders/format';
import { answerMessage } from '../../../components/forms/form-data';
import { intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import bespokeStyles from '../../../styles/atlas-bespoke.css?url';
import { requireAtlas } from '../access.server';
import type { Route } from './+types/mockup';
import { orderIdOf, refuse } from './refuse.server';

interface Answer {
  intent?: string;
  ok: boolean;
  message?: string;
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
}

const FLOW_NAMES = { normal: 'Normal', bespoke: 'Bespoke', paper: 'Paper' } as const;

export function links() {
  return [{ rel: 'stylesheet', href: bespokeStyles }];
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Order #${loaderData.page.order.number}: mockup and flow` : 'Mockup' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** An order's mockups and its flow's steps, for staff with 'orders' (any store's order). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAtlas(context, request);
  const outcome = await context.services.atlas.bespoke.mockupPage(orderIdOf(params.order));
  if (!outcome.ok) refuse(outcome);
  return { page: outcome.value };
}

export const action = multiIntentFormAction({
  guard: ({ context, request }) => requireAtlas(context, request),
  intents: {
    upload: intentForm({
      schema: z.object({}),
      run: async (_input, { context, params, form }) => {
        const file = form.get('file');
        if (!(file instanceof Blob) || file.size === 0)
          return {
            ok: false as const,
            status: 422,
            message: BESPOKE_MESSAGES.fileRequired,
            errors: { file: [BESPOKE_MESSAGES.fileRequired] },
          };
        return context.services.atlas.bespoke.upload(orderIdOf(params.order), {
          contentType: file.type,
          data: Buffer.from(await file.arrayBuffer()),
        });
      },
      onSuccess: (value) => data<Answer>({ intent: 'upload', ok: true, message: value.message }),
    }),
    move: intentForm({
      schema: flowMoveSchema,
      run: (input, { context, params }) =>
        context.services.atlas.bespoke.move(orderIdOf(params.order), input),
      onSuccess: (value) => data<Answer>({ intent: 'move', ok: true, message: value.message }),
    }),
  },
});

function MockupPicker({ error }: { error: string | undefined }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
  };
  return (
    <>
      <label htmlFor="mockup-file">Mockup image (PNG, JPEG or WebP, at most 5 MB)</label>
      <input
        id="mockup-file"
        type="file"
        name="file"
        accept="image/png,image/jpeg,image/webp"
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'mockup-file-error' : undefined}
      />
      {error ? (
        <p id="mockup-file-error" className="atlas-bespoke-error">
          {error}
        </p>
      ) : null}
      {preview ? (
        <img className="atlas-bespoke-preview" src={preview} alt="Preview of the chosen mockup" />
      ) : null}
    </>
  );
}

export default function OrderMockup({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { order } = page;
  const answer = actionData as Answer | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const answerOf = (intent: string) => (answer?.intent === intent ? answer : undefined);
  const upload = answerOf('upload');
  const move = answerOf('move');
  const trackingNeeded = page.moves.some((candidate) => candidate.needsTrackingCode);
  const trackingError = move?.errors?.trackingCode?.[0];
  return (
    <div className="atlas-bespoke">
      <p>
        <Link to="/atlas/bespoke/">Bespoke and paper orders</Link>
      </p>
      <h1>Order #{order.number}</h1>
      <dl className="atlas-bespoke-facts">
        <div>
          <dt>Store</dt>
          <dd>{order.storeName}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{order.email}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="order-status">{order.status.name}</dd>
        </div>
        <div>
          <dt>Flow</dt>
          <dd>
            {FLOW_NAMES[order.flow]} · {Math.round(order.percentComplete * 100)}% complete
          </dd>
        </div>
        {order.trackingCodes.length > 0 ? (
          <div>
            <dt>Tracking</dt>
            <dd>{order.trackingCodes.join(', ')}</dd>
          </div>
        ) : null}
      </dl>

      <section aria-labelledby="flow-steps-title">
        <h2 id="flow-steps-title">{FLOW_NAMES[order.flow]} flow</h2>
        <ol className="atlas-bespoke-steps">
          {page.steps.map((step) => (
            <li
              key={step.name}
              className={`step-${step.state}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              {step.name}
              {step.state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
            </li>
          ))}
        </ol>
        {move?.ok ? (
          <p role="status" className="atlas-bespoke-notice">
            {move.message}
          </p>
        ) : null}
        {move && !move.ok ? (
          <p role="alert" className="atlas-bespoke-error">
            {answerMessage(move)}
          </p>
        ) : null}
        {page.moves.length > 0 ? (
          <Form method="post" className="atlas-bespoke-move" noValidate>
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="expected" value={order.status.code} />
            {trackingNeeded ? (
              <>
                <label htmlFor="tracking-code">Tracking code (to ship)</label>
                <input
                  id="tracking-code"
                  name="trackingCode"
                  maxLength={60}
                  autoComplete="off"
                  defaultValue={move?.values?.trackingCode ?? ''}
                  aria-invalid={trackingError ? true : undefined}
                  aria-describedby={trackingError ? 'tracking-code-error' : undefined}
                />
                {trackingError ? (
                  <p id="tracking-code-error" className="atlas-bespoke-error">
                    {trackingError}
                  </p>
                ) : null}
              </>
            ) : null}
            <div className="atlas-bespoke-buttons">
              {page.moves.map((candidate) => (
                <button key={candidate.code} type="submit" name="to" value={candidate.code} disabled={busy}>
                  Move to {candidate.name}
                </button>
              ))}
            </div>
          </Form>
        ) : null}
      </section>

      {order.flow === 'bespoke' ? (
        <section aria-labelledby="mockup-title">
          <h2 id="mockup-title">Mockup</h2>
          <p>
            The shopper approves it at <a href={page.shopperUrl}>their mockup page</a>.
          </p>
          {upload?.ok ? (
            <p role="status" className="atlas-bespoke-notice">
              {upload.message}
            </p>
          ) : null}
          {upload && !upload.ok && !upload.errors?.file ? (
            <p role="alert" className="atlas-bespoke-error">
              {answerMessage(upload)}
            </p>
          ) : null}
          {page.canUpload ? (
            <Form method="post" encType="multipart/form-data" className="atlas-bespoke-upload" noValidate>
              <input type="hidden" name="intent" value="upload" />
              <MockupPicker
                key={upload?.ok ? page.mockups[0]?.id : 'picker'}
                error={upload?.errors?.file?.[0]}
              />
              <button type="submit" disabled={busy}>
                Send mockup to the shopper
              </button>
            </Form>
          ) : (
            <p>A mockup can be sent once the quote is paid, until the shopper approves one.</p>
          )}
          <h3>History</h3>
          {page.mockups.length === 0 ? (
            <p>No mockup sent yet.</p>
          ) : (
            <ol className="atlas-bespoke-history">
              {page.mockups.map((mockup) => (
                <li key={mockup.id} data-testid="mockup">
                  <img
                    src={mockup.image}
                    width={mockup.width}
                    height={mockup.height}
                    alt={`Mockup sent ${orderDateTime(mockup.createdAt)}`}
                    loading="lazy"
                  />
                  <div>
                    <p className="atlas-bespoke-state">{MOCKUP_STATE_NAMES[mockup.state]}</p>
                    <p>
                      Sent {orderDateTime(mockup.createdAt)}
                      {mockup.uploadedBy ? ` by ${mockup.uploadedBy}` : ''}
                    </p>
                    {mockup.answeredAt ? <p>Answered {orderDateTime(mockup.answeredAt)}</p> : null}
                    {mockup.comment ? <blockquote>{mockup.comment}</blockquote> : null}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}

      <section aria-labelledby="items-title">
        <h2 id="items-title">Items</h2>
        <ul className="atlas-bespoke-items">
          {order.items.map((item) => (
            <li key={`${item.sku}-${item.name}`}>
              {item.quantity} × {item.name}
              {Object.values(item.options).filter(Boolean).length > 0
                ? ` (${Object.values(item.options).filter(Boolean).join(', ')})`
                : ''}{' '}
              <span className="atlas-bespoke-sku">{item.sku}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
