import { data } from 'react-router';
import { BlockImage } from '../components/blocks/shared';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import type { Route } from './+types/blog';

export const handle: RouteHandle = { breadcrumb: () => [{ name: 'Blog', url: '/blog/' }] };

/** /blog/: the store's posts, newest first, twelve to a page (?page=2...). */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.tenant !== 'store') throw data('Not found', { status: 404 });
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { data: posts, meta } = await context.services.content.blogPosts(page);
  return { posts, meta };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: loaderData && loaderData.meta.page > 1 ? `/blog/?page=${loaderData.meta.page}` : '/blog/',
    title: 'Blog',
    description: `News and stories from ${root?.store?.companyName ?? 'the store'}.`,
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, meta } = loaderData;
  return (
    <main className="blog-page">
      <h1>Blog</h1>
      {posts.length === 0 ? <p className="empty-state">No posts yet.</p> : null}
      <ul className="blog-list">
        {posts.map((post, index) => (
          <li key={post.url}>
            <a href={post.url} className="blog-card">
              <BlockImage
                src={post.metaImage.banner}
                alt=""
                ratio={0.4}
                sizes="(min-width: 768px) 33vw, 100vw"
                priority={index === 0}
              />
              <h2>{post.title}</h2>
              {'summary' in post && post.summary ? <p>{post.summary}</p> : null}
            </a>
          </li>
        ))}
      </ul>
      {meta.lastPage > 1 ? (
        <nav className="blog-pages" aria-label="Blog pages">
          {meta.page > 1 ? <a href={`/blog/?page=${meta.page - 1}`}>Newer posts</a> : null}
          {meta.page < meta.lastPage ? <a href={`/blog/?page=${meta.page + 1}`}>Older posts</a> : null}
        </nav>
      ) : null}
    </main>
  );
}
