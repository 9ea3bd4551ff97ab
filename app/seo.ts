import { canonicalUrl, documentTitle, type RobotsDirective, socialMeta } from '../core/seo';
import type { BrowserStoreView } from './load-context';
import { rootDataOf, type SentRootData } from './root-data';

interface PageMetaInput {
  store: BrowserStoreView | null | undefined;
  origin: string | undefined;
  path: string;
  title: string;
  description?: string;
  image?: string | null;
  isHome?: boolean;
  type?: 'website' | 'product';
  robots?: RobotsDirective;
}

/** Title, description, canonical link, Open Graph and Twitter tags for a storefront page. */
export function pageMeta(input: PageMetaInput) {
  const companyName = input.store?.companyName ?? 'Printfront';
  const origin = input.origin ?? 'http://localhost';
  return socialMeta({
    title: input.title,
    documentTitle: documentTitle({ pageTitle: input.title, companyName, isHome: input.isHome ?? false }),
    description: input.description ?? '',
    url: canonicalUrl(origin, input.path),
    image: input.image ?? input.store?.ogImage ?? input.store?.logo ?? null,
    type: input.type ?? 'website',
    siteName: companyName,
    ...(input.robots ? { robots: input.robots } : {}),
  });
}

interface RootMetaData {
  store: BrowserStoreView | null;
  origin: string;
}

/** The root loader's data as seen from a route's meta function. */
export function rootDataFrom(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): RootMetaData | undefined {
  const sent = matches.find((match) => match?.id === 'root')?.data as
    | (SentRootData & { origin: string })
    | undefined;
  return sent ? (rootDataOf(sent) satisfies RootMetaData) : undefined;
}
