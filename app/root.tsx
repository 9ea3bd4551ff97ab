import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './styles/base.css';

export async function loader({ context }: Route.LoaderArgs) {
  return { store: context.store, currency: context.currency, nonce: context.cspNonce };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="icon" href={data?.store?.favicon ?? '/favicon.svg'} />
        <Links nonce={data?.nonce} />
        {data?.store ? <style nonce={data.nonce}>{data.store.themeCss}</style> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="error-page">
      <h1>{notFound ? 'We were unable to find this page' : 'Oops... Looks like something went wrong'}</h1>
      {notFound ? (
        <a className="button" href="/">
          Go to the home page
        </a>
      ) : (
        <a className="button" href={`${location.pathname}${location.search}`}>
          Reload
        </a>
      )}
    </main>
  );
}
