import { data } from 'react-router';
import { Countdown } from '../../components/account/countdown';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/countdown';
import { ACCOUNT_ACCESS } from './access';
import { guardRequest } from './guards.server';

export const handle = { layout: 'blank', access: ACCOUNT_ACCESS.countdown } satisfies RouteHandle & {
  access: unknown;
};

/** The coming-soon page: only for visitors not yet let in while it is on (others go to the store). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await guardRequest(context, request, 'countdown');
  if (context.tenant !== 'store' || !context.store) throw data('Not found', { status: 404 });
  const comingSoon = context.services.accounts.comingSoon();
  return {
    companyName: context.store.companyName,
    logo: context.store.logo,
    heading: comingSoon.heading,
    launchAt: comingSoon.launchAt,
    serverNow: Date.now(),
  };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/countdown/',
    title: loaderData?.heading ?? 'Coming soon',
    description: `${loaderData?.companyName ?? 'This store'} is opening soon.`,
    robots: 'noindex',
  });
}

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { companyName, logo, heading, launchAt, serverNow } = loaderData;
  return (
    <div className="countdown-page">
      {logo ? <img className="countdown-logo" src={logo} alt="" width={220} height={40} /> : null}
      <p className="countdown-store">{companyName}</p>
      <h1>{heading ?? 'Coming soon'}</h1>
      {launchAt ? (
        <Countdown launchAt={launchAt} serverNow={serverNow} />
      ) : (
        <p>We are putting the finishing touches to the store. Please come back soon.</p>
      )}
    </div>
  );
}
