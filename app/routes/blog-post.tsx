import { data } from 'react-router';
import { PAGE_MESSAGES } from '../../core/errors/page-messages';
import { BlockImage, Paragraphs } from '../components/blocks/shared';
import type { RouteHandle } from '../route-handle';
import { pageMeta, rootDataFrom } from '../seo';
import type { Route } from './+types/blog-post';

export const handle: RouteHandle = {
  breadcrumb: (loaderData) => {
    const post = loaderData as { url: string; title: string };
    return [
      { name: 'Blog', url: '/blog/' },
      { name: post.title, url: post.url },
    ];
  },
};

/** /blog/{post}/: one published post of the store; anything else is 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (context.tenant !== 'store') throw data('Not found', { status: 404 });
  const post = await context.services.content.blogPost(params.post);
  if (!post) throw data(PAGE_MESSAGES.notFound, { status: 404 });
  return post;
}

export function meta({ matches, data: post }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  return pageMeta({
    store: root?.store,
    origin: root?.origin,
    path: post?.url ?? '/blog/',
    title: post?.title ?? 'Blog',
    description: post?.summary,
    image: post?.metaImage.banner ?? null,
  });
}

export default function BlogPost({ loaderData: post }: Route.ComponentProps) {
  return (
    <main className="blog-post">
      <article>
        <h1>{post.title}</h1>
        <p className="blog-date">
          <time dateTime={post.publishedAt}>
            {new Date(post.publishedAt).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' })}
          </time>
        </p>
        {post.metaImage.banner ? (
          <BlockImage
            src={post.metaImage.banner}
            alt=""
            ratio={0.4}
            sizes="(min-width: 768px) 45rem, 100vw"
            priority
          />
        ) : null}
        <Paragraphs text={post.body} />
      </article>
      <p>
        <a href="/blog/">More from the blog</a>
      </p>
    </main>
  );
}
