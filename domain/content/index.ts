export {
  type BlogPost,
  type BlogPostListed,
  type BlogPostLite,
  blogPostPath,
  getBlogPost,
  listBlogPosts,
  type Pagination,
} from './blog';
export { type InstagramPost, listInstagramPosts } from './instagram';
export { listMediaFiles, type MediaFile, type MediaQueryOptions, queryMediaFiles } from './media';
export * from './schemas';
export * from './tables';
