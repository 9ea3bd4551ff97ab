import { data } from 'react-router';
import type { RouteHandle } from '../../route-handle';
import { pageMeta, rootDataFrom } from '../../seo';
import type { Route } from './+types/plans';
import { ACCOUNT_ACCESS } from './access';
import { guardRequest } from './guards.server';

export const handle = { access: ACCOUNT_ACCESS.plans } satisfies RouteHandle & { access: unknown };

/** Where pages needing a pro plan send everyone else (§2). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const visitor = await guardRequest(context, request, 'plans');
  if (!visitor) throw data('Not found', { status: 404 });
  return { pro: visitor.pro, turbo: visitor.turbo };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: '/teemill-plans/',
    title: 'Plans',
    description: 'Pro and Turbo plans for your store.',
    robots: 'noindex',
  });
}

const PLANS = [
  {
    code: 'free',
    name: 'Free',
    summary: 'Everything you need to start selling.',
    features: [
      'Your own store on its own sub-domain',
      'Print-on-demand products, printed and sent for you',
      'Themes, pages built from blocks, a blog',
    ],
  },
  {
    code: 'pro',
    name: 'Pro',
    summary: 'For stores that are growing.',
    features: [
      'Pro-only pages and blocks in the page editor',
      'Your own brand everywhere: no platform branding',
      'Several currencies for your shoppers',
      'Split tests and marketing tools',
    ],
  },
  {
    code: 'turbo',
    name: 'Turbo',
    summary: 'For established brands.',
    features: [
      'Everything in Pro',
      'Your own custom domain',
      'Turbo-only pages and integrations',
      'Priority help from our team',
    ],
  },
] as const;

export default function Plans({ loaderData }: Route.ComponentProps) {
  const current = loaderData.turbo ? 'turbo' : loaderData.pro ? 'pro' : 'free';
  return (
    <div className="plans-page">
      <h1>Plans</h1>
      <p className="account-lead">Some pages need a Pro plan. Here is what each plan gives your store.</p>
      <p className="plans-notice" role="note">
        Upgrading online is not available yet: payments are coming soon. Until then, talk to our team to
        change your plan.
      </p>
      <ul className="plans-list">
        {PLANS.map((plan) => (
          <li key={plan.code} className={`plan-card${plan.code === current ? ' plan-current' : ''}`}>
            <h2>{plan.name}</h2>
            <p>{plan.summary}</p>
            <ul>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {plan.code === current ? <p className="plan-badge">Your plan</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
