import { redirect } from 'react-router';
import type { Route } from './+types/outbox';

/**
 * /dashboard/outbox/ moved into the operator back office: it answers a redirect to /atlas/outbox/ with the
 * same query (recipient and kind), where staff with 'outbox.read' read, filter and resend emails.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/atlas/outbox/${search}`);
}
