import { Link } from 'react-router';
import { STAFF_ACTION_LABELS, storeFlagSchema } from '../../../../core/operator-people';
import { orderDateTime } from '../../../../core/orders';
import { approvalSchema } from '../../../../core/store-opening';
import { atlasPath } from '../../../components/atlas/nav-items';
import { AccountForm, Field, type FormAnswer } from '../../../components/forms/form';
import { intentForm, multiIntentFormAction } from '../../../forms/form-action.server';
import peopleStyles from '../../../styles/atlas-people.css?url';
import { requireAtlas } from '../access.server';
import type { Route } from './+types/store';
import { idParam, loaded } from './people.server';

export function links() {
  return [{ rel: 'stylesheet', href: peopleStyles }];
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: `${data?.name ?? 'Store'} · Printfront operator` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAtlas(context, request);
  return loaded(await context.services.atlas.people.store(idParam(params.id)));
}

const succeeded = (intent: string) => (value: { message: string }) => ({
  intent,
  ok: true as const,
  message: value.message,
});

/** The review (approve, deny with a reason, back to the queue) and the fraud and disabled flags. */
export const action = multiIntentFormAction({
  guard: ({ context, request }) => requireAtlas(context, request),
  intents: {
    review: intentForm({
      schema: approvalSchema,
      run: (input, { context, params }) => context.services.atlas.people.decide(idParam(params.id), input),
      onSuccess: succeeded('review'),
    }),
    fraud: intentForm({
      schema: storeFlagSchema,
      run: (input, { context, params }) => context.services.atlas.people.flag(idParam(params.id), input),
      onSuccess: succeeded('fraud'),
    }),
    disabled: intentForm({
      schema: storeFlagSchema,
      run: (input, { context, params }) => context.services.atlas.people.flag(idParam(params.id), input),
      onSuccess: succeeded('disabled'),
    }),
  },
});

const REVIEW_LABELS = { status: 'Decision', reason: 'Reason (the owner and visitors see it when denied)' };
const REVIEW_CHOICES = [
  { value: 'approved', label: 'Approve' },
  { value: 'denied', label: 'Deny' },
  { value: 'none', label: 'Back to the queue (not modded yet)' },
] as const;
const FLAG_LABELS = { reason: 'Reason', flag: 'Flag', on: 'Flag' };

function FlagForm({
  flag,
  on,
  answer,
}: {
  flag: 'fraud' | 'disabled';
  on: boolean;
  answer: FormAnswer | undefined;
}) {
  const turnOn = !on;
  const label =
    flag === 'fraud'
      ? turnOn
        ? 'Mark as fraud'
        : 'Lift the fraud mark'
      : turnOn
        ? 'Disable the store'
        : 'Enable the store';
  return (
    <AccountForm
      schema={storeFlagSchema}
      answer={answer}
      intent={flag}
      labels={FLAG_LABELS}
      submitLabel={label}
      secondary
    >
      {(errors, formId) => (
        <>
          <input type="hidden" name="flag" value={flag} />
          <input type="hidden" name="on" value={String(turnOn)} />
          {turnOn ? (
            <Field
              formId={formId}
              name="reason"
              label={flag === 'fraud' ? 'Why it is fraud' : 'Why it is disabled'}
              errors={errors}
              maxLength={1000}
            />
          ) : null}
        </>
      )}
    </AccountForm>
  );
}

export default function StorePage({ loaderData, actionData }: Route.ComponentProps) {
  const store = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const typed = answer && answer.intent === 'review' ? (answer.values ?? {}) : {};
  const current = store.approval === 'pending' || store.approval === 'missing' ? 'none' : store.approval;
  return (
    <div className="atlas-people">
      <p className="atlas-back">
        <Link to={atlasPath('stores/')}>All stores</Link>
      </p>
      <h1>{store.name}</h1>
      <dl className="atlas-details">
        <div>
          <dt>Address</dt>
          <dd>
            <a href={store.url}>{store.url}</a>
          </dd>
        </div>
        <div>
          <dt>Opened</dt>
          <dd>{orderDateTime(store.createdAt)}</dd>
        </div>
        <div>
          <dt>Approval</dt>
          <dd data-testid="store-approval">{store.approvalLabel}</dd>
        </div>
        {store.denialReason ? (
          <div>
            <dt>Reason denied</dt>
            <dd>{store.denialReason}</dd>
          </div>
        ) : null}
        <div>
          <dt>Flags</dt>
          <dd data-testid="store-flags">
            {[
              store.flags.subdomainFraud ? 'Fraud (store)' : null,
              store.flags.manufacturerFraud ? 'Fraud (project)' : null,
              store.flags.disabled ? 'Disabled' : null,
              store.flags.pro ? 'Pro' : null,
            ]
              .filter(Boolean)
              .join(', ') || 'None'}
          </dd>
        </div>
        <div>
          <dt>{store.owners.length === 1 ? 'Owner' : 'Owners'}</dt>
          <dd>
            {store.owners.length === 0 ? (
              'None'
            ) : (
              <ul className="atlas-inline-list">
                {store.owners.map((owner) => (
                  <li key={owner.id}>
                    <Link to={atlasPath(`customers/${owner.id}/`)}>{owner.name}</Link>
                    {owner.name !== owner.email ? ` (${owner.email})` : null}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>

      <div className="atlas-panels">
        <section aria-labelledby="review-title" className="atlas-panel">
          <h2 id="review-title">Review</h2>
          <AccountForm
            schema={approvalSchema}
            answer={answer}
            intent="review"
            labels={REVIEW_LABELS}
            submitLabel="Save the decision"
          >
            {(errors, formId) => (
              <>
                <fieldset className="form-field">
                  <legend>{REVIEW_LABELS.status}</legend>
                  {REVIEW_CHOICES.map((choice) => (
                    <label key={choice.value} className="atlas-choice">
                      <input
                        type="radio"
                        name="status"
                        value={choice.value}
                        defaultChecked={(typed.status ?? current) === choice.value}
                      />{' '}
                      {choice.label}
                    </label>
                  ))}
                </fieldset>
                <Field
                  formId={formId}
                  name="reason"
                  label={REVIEW_LABELS.reason}
                  errors={errors}
                  maxLength={1000}
                  defaultValue={typed.reason ?? store.denialReason ?? ''}
                />
              </>
            )}
          </AccountForm>
        </section>
        <section aria-labelledby="flags-title" className="atlas-panel">
          <h2 id="flags-title">Flags</h2>
          <FlagForm flag="fraud" on={store.flags.subdomainFraud} answer={answer} />
          <FlagForm flag="disabled" on={store.flags.disabled} answer={answer} />
        </section>
      </div>

      <section aria-labelledby="history-title">
        <h2 id="history-title">Approval history</h2>
        {store.history.length === 0 ? (
          <p className="empty-state">No decisions yet.</p>
        ) : (
          <ol className="atlas-history" data-testid="store-history">
            {store.history.map((entry) => (
              <li key={entry.id}>
                <strong>{STAFF_ACTION_LABELS[entry.kind]}</strong> by {entry.by} on {orderDateTime(entry.at)}
                {entry.reason ? <span>: {entry.reason}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
