import { redirect } from 'react-router';
import type { Route } from './+types/learn';

/** §2: /learn/... redirects to /blog/..., keeping the rest of the path and the query. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const rest = (params['*'] ?? '').split('/').filter(Boolean).map(encodeURIComponent).join('/');
  const search = new URL(request.url).search;
  return redirect(`/blog/${rest ? `${rest}/` : ''}${search}`, 301);
}
