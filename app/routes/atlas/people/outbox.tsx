import { useState } from 'react';
import { Form } from 'react-router';
import { z } from 'zod';
import { orderDateTime } from '../../../../core/orders';
import { SubmitButton } from '../../../components/forms/submit-button';
import { formAction } from '../../../forms/form-action.server';
import peopleStyles from '../../../styles/atlas-people.css?url';
import { requireAtlas } from '../access.server';
import type { Route } from './+types/outbox';
import { loaded } from './people.server';

export function links() {
  return [{ rel: 'stylesheet', href: peopleStyles }];
}

export function meta() {
  return [{ title: 'Outbox · Printfront operator' }, { name: 'robots', content: 'noindex' }];
}

/** Every kind of email the platform records (domain/accounts OutboxEmailKind), for the filter. */
export const OUTBOX_KINDS = [
  'verify-email',
  'sign-up-attempt',
  'password-reset',
  'password-changed',
  'two-factor-enabled',
  'two-factor-disabled',
  'order-confirmation',
  'order-updated',
  'order-history-link',
  'return-instructions',
  'remill-instructions',
  'quote-request',
  'quote-ready',
  'quote-accepted',
  'favourites-for-later',
  'newsletter-verify',
  'contact-message',
  'team-invite',
  'order-stage',
  'order-shipped',
  'mockup-approval',
  'refund-issued',
  'exchange-created',
  'reprint-created',
  'remill-coupon',
  'store-decision',
] as const;

const filterSchema = z.object({
  to: z.string().trim().max(200).optional().catch(undefined),
  kind: z.enum(OUTBOX_KINDS).optional().catch(undefined),
});

/** The platform's email outbox, newest first, filtered by address and kind (100 at most). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAtlas(context, request);
  const filter = filterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const outcome = await context.services.atlas.people.outbox({
    to: filter.to || undefined,
    kind: filter.kind,
    limit: 100,
  });
  // A malformed address is the filter's problem, not the page's: say so above an empty list.
  if (!outcome.ok && outcome.status === 422) return { filter, emails: [], problem: outcome.message };
  return { filter, emails: loaded(outcome).emails, problem: null };
}

/** Sends an email again (a new copy in the outbox). */
export const action = formAction({
  schema: z.object({ emailId: z.coerce.number().int().positive() }),
  guard: ({ context, request }) => requireAtlas(context, request),
  run: ({ emailId }, { context }) => context.services.atlas.people.resend(emailId),
  onSuccess: (value, { input }) => ({ ok: true as const, emailId: input.emailId, message: value.message }),
});

const STATUS: Record<string, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  outbox: 'Delivered to the outbox',
  failed: 'Failed',
};

interface ShownEmail {
  subject: string;
  to: string;
  kind: string;
  status: string;
  createdAt: string;
  lastError: string | null;
  html: string;
  text: string;
}

/**
 * One email, folded: its rendered HTML is drawn only once opened, so a list of a hundred emails does not load
 * a hundred documents and their images.
 */
function EmailBody({ email }: { email: ShownEmail }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <span className="outbox-subject">{email.subject}</span>{' '}
        <span className="outbox-meta">
          {email.to} · {email.kind} · {STATUS[email.status] ?? email.status} ·{' '}
          {orderDateTime(email.createdAt)}
        </span>
      </summary>
      {email.lastError ? <p className="field-error">Last error: {email.lastError}</p> : null}
      {open ? (
        <iframe title={`Email: ${email.subject}`} className="outbox-html" sandbox="" srcDoc={email.html} />
      ) : null}
      <pre className="outbox-text">{email.text}</pre>
    </details>
  );
}

export default function AtlasOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { emails, filter, problem } = loaderData;
  const answer = actionData as { ok: boolean; message?: string; emailId?: number } | undefined;
  return (
    <div className="atlas-people">
      <h1>Outbox</h1>
      <Form method="get" className="atlas-filter" role="search" aria-label="Emails">
        <div className="form-field">
          <label htmlFor="outbox-to">Recipient</label>
          <input id="outbox-to" name="to" type="email" defaultValue={filter.to ?? ''} />
        </div>
        <div className="form-field">
          <label htmlFor="outbox-kind">Kind</label>
          <select id="outbox-kind" name="kind" defaultValue={filter.kind ?? ''}>
            <option value="">All</option>
            {OUTBOX_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          Filter
        </button>
      </Form>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {answer?.message ? (
        <p
          className={answer.ok ? 'form-status form-status-success' : 'field-error'}
          role={answer.ok ? 'status' : 'alert'}
        >
          {answer.message}
        </p>
      ) : null}
      {emails.length === 0 ? (
        <p className="empty-state">No emails.</p>
      ) : (
        <ul className="outbox-list atlas-cards">
          {emails.map((email) => (
            <li key={email.id} className="outbox-email atlas-card" data-testid="outbox-email">
              {/* Before the email, so opening it never moves the button. */}
              <Form method="post" className="atlas-inline-form outbox-resend">
                <input type="hidden" name="emailId" value={email.id} />
                <SubmitButton
                  className="button button-small"
                  aria-label={`Resend “${email.subject}” to ${email.to}`}
                >
                  Resend
                </SubmitButton>
              </Form>
              <EmailBody email={email} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
