import { data, redirect } from 'react-router';
import { legalPage } from '../legal-content';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import type { Route } from './+types/legal';

function slugOf(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean)[0] ?? '';
}

export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.tenant !== 'store' || !context.store) throw data('Not found', { status: 404 });
  // With a direct payment processor the store publishes its own terms: these pages do not exist.
  if (context.store.paymentProcessorType === 'direct') throw redirect('/');
  const slug = slugOf(request.url);
  const page = legalPage(slug, context.store.companyName);
  if (!page) throw data('Not found', { status: 404 });
  return { slug, page };
}

export const handle: RouteHandle = {
  breadcrumb: (loaderData) => {
    const { slug, page } = loaderData as Awaited<ReturnType<typeof loader>>;
    return [{ name: page.title, url: `/${slug}/` }];
  },
};

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: `/${loaderData?.slug ?? ''}/`,
    title: loaderData?.page.title ?? 'Legal',
  });
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="prose-page">
      <h1>{page.title}</h1>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  );
}
