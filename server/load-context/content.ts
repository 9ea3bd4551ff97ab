import { getBlogPost, listBlogPosts } from '../../domain/content';
import type { StoreBinding } from './store-binding';

/** The store's blog for React Router loaders: a page of posts, and one post. */
export function contentServices(bound: StoreBinding) {
  const need = bound.context;
  return {
    blogPosts: (page: number) => listBlogPosts(need(), { page, perPage: 12 }),
    blogPost: (urlName: string) => getBlogPost(need(), urlName),
  };
}
