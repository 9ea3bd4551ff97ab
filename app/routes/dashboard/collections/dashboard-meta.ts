import { pageMeta, rootDataFrom } from '../../../seo';

/** A dashboard page's title and noindex, on the platform's own frame. */
export function dashboardMeta(matches: Parameters<typeof rootDataFrom>[0], title: string, path: string) {
  const root = rootDataFrom(matches);
  return pageMeta({ store: root?.store, origin: root?.origin, path, title, robots: 'noindex' });
}
