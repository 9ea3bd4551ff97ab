import { Form, Link, redirect } from 'react-router';
import { z } from 'zod';
import { loginRedirect } from '../../../core/auth';
import { orderDateTime } from '../../../core/orders';
import { AccountShell } from '../../components/account/account-shell';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import { guardRequest } from '../account/guards.server';
import type { Route } from './+types/outbox';

const KINDS = [
  'verify-email',
  'sign-up-attempt',
  'password-reset',
  'password-changed',
  'two-factor-enabled',
  'two-factor-disabled',
  'order-confirmation',
  'order-updated',
  'return-instructions',
  'remill-instructions',
  'quote-request',
  'quote-ready',
  'quote-accepted',
  'favourites-for-later',
  'newsletter-verify',
  'contact-message',
];

const filterSchema = z.object({
  to: z.string().trim().max(200).optional().catch(undefined),
  kind: z
    .enum(KINDS as [string, ...string[]])
    .optional()
    .catch(undefined),
});

const ACCESS = { loginState: 'dashboard-access', storeVisit: false } as const;

/** /dashboard/outbox/ on the platform host: every email recorded, for staff with 'outbox.read'. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.tenant !== 'platform') throw new Response('Not found', { status: 404 });
  await guardRequest(context, request, ACCESS);
  const url = new URL(request.url);
  const user = await context.services.accounts.user();
  if (!user) throw redirect(loginRedirect(`${url.pathname}${url.search}`));
  const filter = filterSchema.parse(Object.fromEntries(url.searchParams));
  const outcome = await context.services.orders.outbox({
    to: filter.to || undefined,
    kind: filter.kind,
    limit: 100,
  });
  if (!outcome) throw redirect('/403/');
  return {
    filter,
    emails: outcome.ok ? outcome.value.emails : [],
    problem: outcome.ok ? null : outcome.message,
  };
}

export const handle: RouteHandle = {};

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/dashboard/outbox/',
    title: 'Outbox',
    robots: 'noindex',
  });
}

const STATUS = {
  pending: 'Waiting to send',
  sent: 'Sent',
  outbox: 'Delivered to the outbox',
  failed: 'Failed',
} as Record<string, string>;

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { emails, filter, problem } = loaderData;
  return (
    <AccountShell title="Outbox" lead="Every email the platform has sent or kept, newest first." wide>
      <Form method="get" className="outbox-filter">
        <div className="form-field">
          <label htmlFor="outbox-to">Recipient</label>
          <input id="outbox-to" name="to" type="email" defaultValue={filter.to ?? ''} />
        </div>
        <div className="form-field">
          <label htmlFor="outbox-kind">Kind</label>
          <select id="outbox-kind" name="kind" defaultValue={filter.kind ?? ''}>
            <option value="">All</option>
            {KINDS.map((kind) => (
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
      {problem ? <p className="field-error">{problem}</p> : null}
      {emails.length === 0 ? (
        <p className="empty-state">No emails.</p>
      ) : (
        <ul className="outbox-list">
          {emails.map((email) => (
            <li key={email.id} className="outbox-email">
              <details>
                <summary>
                  <span className="outbox-subject">{email.subject}</span>
                  <span className="outbox-meta">
                    {email.to} · {email.kind} · {STATUS[email.status] ?? email.status} ·{' '}
                    {orderDateTime(email.createdAt)}
                  </span>
                </summary>
                {email.lastError ? <p className="field-error">Last error: {email.lastError}</p> : null}
                <iframe
                  title={`Email: ${email.subject}`}
                  className="outbox-html"
                  sandbox=""
                  srcDoc={email.html}
                />
                <pre className="outbox-text">{email.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      <p className="account-links">
        <Link to="/dashboard/">Back to the dashboard</Link>
      </p>
    </AccountShell>
  );
}
