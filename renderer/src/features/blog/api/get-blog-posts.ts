import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogCategory, BlogPostList } from '../../../../../shared/contracts/blog';
import { apiRequestParsed } from '@/lib/api-client';
import { blogPostListSchema } from './schemas';

export const BLOG_POSTS_PATH = '/api/blog/posts';

export const blogPostsQueryKey = (category: BlogCategory | null) => [BLOG_POSTS_PATH, { category }] as const;

/** The request path: every post, or one category's (the server filters). */
export function blogPostsPath(category: BlogCategory | null): string {
  return category === null ? BLOG_POSTS_PATH : `${BLOG_POSTS_PATH}?category=${encodeURIComponent(category)}`;
}

/** GET /api/blog/posts[?category=]: summaries, newest first. */
export function getBlogPosts(category: BlogCategory | null): Promise<BlogPostList> {
  return apiRequestParsed('GET', blogPostsPath(category), blogPostListSchema);
}

// The posts are static files on the server: once loaded they do not change while the page is open.
export const blogPostsQueryOptions = (category: BlogCategory | null) =>
  queryOptions({ queryKey: blogPostsQueryKey(category), queryFn: () => getBlogPosts(category), staleTime: Infinity });

export function useBlogPosts(category: BlogCategory | null) {
  return useQuery(blogPostsQueryOptions(category));
}
