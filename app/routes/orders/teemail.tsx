import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/teemail';
import { requireStore } from './actions.server';

/** /teemail/{page}: the web version of an email, in the mail layout (520px). */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireStore(context);
  const email = await context.services.orders.webEmail(params.page, context.origin);
  if (!email) throw new Response('Not found', { status: 404 });
  return { email, page: params.page };
}

export const handle: RouteHandle = { layout: 'mail' };

export function meta({ matches, data }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: `/teemail/${data?.page ?? ''}`,
    title: data?.email.subject ?? 'Email',
  });
}

export default function WebEmail({ loaderData }: Route.ComponentProps) {
  // The body comes from core/mail's renderer, which escapes every text it is given.
  return (
    <article className="teemail" aria-label={loaderData.email.subject}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by core/mail from escaped text only */}
      <div dangerouslySetInnerHTML={{ __html: loaderData.email.html }} />
    </article>
  );
}
