import { getBlogPost, listBlogPosts } from '../../domain/content';
import type { ServiceContext } from '../../domain/context';

/** The store's blog for React Router loaders: a page of posts, and one post. */
export function contentServices(ctx: ServiceContext | null) {
  const need = () => {
    if (!ctx) throw new Response('Not found', { status: 404 });
    return ctx;
  };
  return {
    blogPosts: (page: number) => listBlogPosts(need(), { page, perPage: 12 }),
    blogPost: (urlName: string) => getBlogPost(need(), urlName),
  };
}
