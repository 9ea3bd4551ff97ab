import { data } from 'react-router';
import { PAGE_MESSAGES } from '../../core/errors/page-messages';
import type { RouteHandle } from '../route-handle';
import type { Route } from './+types/not-found';

export async function loader() {
  return data({ message: PAGE_MESSAGES.notFound }, { status: 404 });
}

export const handle: RouteHandle = { notFound: true };

export function meta() {
  return [{ title: PAGE_MESSAGES.notFoundTitle }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <div className="error-page">
      <h1>{loaderData.message}</h1>
      <a className="button button-primary" href="/">
        Go to the home page
      </a>
    </div>
  );
}
