import { data } from 'react-router';
import type { RouteHandle } from '../route-handle';
import type { Route } from './+types/not-found';

export async function loader() {
  return data({ message: 'We were unable to find this page' }, { status: 404 });
}

export const handle: RouteHandle = { notFound: true };

export function meta() {
  return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
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
