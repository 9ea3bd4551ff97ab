import { data, Form, useNavigation } from 'react-router';
import { mockupAnswerSchema } from '../../core/bespoke/schemas';
import { MOCKUP_STATE_NAMES } from '../../core/bespoke/states';
import { orderDateTime } from '../../core/orders/format';
import { answerMessage } from '../components/forms/form-data';
import { formAction } from '../forms/form-action.server';
import mockupStyles from '../styles/mockup.css?url';
import type { Route } from './+types/mockup';
import { orderParam, requireStore, storeOnly } from './orders/actions.server';

/** The shopper's answer, or why it was refused (with what they typed). */
interface MockupAnswer {
  ok: boolean;
  message?: string;
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
}

export function links() {
  return [{ rel: 'stylesheet', href: mockupStyles }];
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Your mockup for order #${loaderData.page.order.number}` : 'Your mockup' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** A bespoke order's mockup for the shopper (the store's host, by the order's unguessable hash from the email). */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireStore(context);
  const outcome = await context.services.atlas.bespoke.shopper.page(orderParam(params, 'orderHash'));
  if (!outcome.ok) throw data('Not found', { status: 404 });
  return { page: outcome.value };
}

export const action = formAction({
  guard: storeOnly,
  schema: mockupAnswerSchema,
  run: (input, { context, params }) =>
    context.services.atlas.bespoke.shopper.answer(orderParam(params, 'orderHash'), input),
  onSuccess: (value) => data<MockupAnswer>({ ok: true, message: value.message }),
});

export default function Mockup({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const answer = actionData as MockupAnswer | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [latest, ...earlier] = page.mockups;
  const commentError = answer?.errors?.comment?.[0];
  return (
    <div className="mockup-page">
      <h1>Your mockup for order #{page.order.number}</h1>
      {answer?.ok ? (
        <p className="mockup-notice" role="status">
          {answer.message}
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <p className="mockup-error" role="alert">
          {answerMessage(answer)}
        </p>
      ) : null}
      {latest ? (
        <figure className="mockup-latest">
          <img
            src={latest.image}
            width={latest.width}
            height={latest.height}
            alt={`Mockup of order #${page.order.number}, sent ${orderDateTime(latest.createdAt)}`}
          />
          <figcaption>
            {MOCKUP_STATE_NAMES[latest.state]}
            {latest.answeredAt ? ` · ${orderDateTime(latest.answeredAt)}` : ''}
          </figcaption>
        </figure>
      ) : null}
      {page.mayAnswer ? (
        <Form method="post" className="mockup-answer" noValidate>
          <p>
            Happy with it? Approve it and we start printing. Or tell us what to change and we will send a new
            mockup.
          </p>
          <button
            type="submit"
            name="answer"
            value="approve"
            className="button button-primary"
            disabled={busy}
          >
            Approve
          </button>
          <label htmlFor="mockup-comment">What would you like changed?</label>
          <textarea
            id="mockup-comment"
            name="comment"
            rows={4}
            maxLength={2000}
            defaultValue={answer?.values?.comment ?? ''}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? 'mockup-comment-error' : undefined}
          />
          {commentError ? (
            <p id="mockup-comment-error" className="mockup-error">
              {commentError}
            </p>
          ) : null}
          <button type="submit" name="answer" value="changes" className="button" disabled={busy}>
            Ask for changes
          </button>
        </Form>
      ) : (
        <p>Order status: {page.order.status}</p>
      )}
      {earlier.length > 0 ? (
        <section aria-labelledby="mockup-earlier">
          <h2 id="mockup-earlier">Earlier mockups</h2>
          <ul className="mockup-history">
            {earlier.map((mockup) => (
              <li key={mockup.id}>
                <img src={mockup.image} width={mockup.width} height={mockup.height} alt="" loading="lazy" />
                <p>
                  {orderDateTime(mockup.createdAt)}: {MOCKUP_STATE_NAMES[mockup.state]}
                </p>
                {mockup.comment ? <blockquote>{mockup.comment}</blockquote> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
