import { useQuery } from '@tanstack/react-query';
import { blogApi } from '../../../../../shared/api/blog';
import type { BlogCategory } from '../../../../../shared/contracts/blog';
import { apiQuery } from '@/lib/api-client';

/**
 * Summaries, newest first: every post, or one category's (the server filters). The posts are static
 * files on the server: once loaded they do not change while the page is open.
 */
export const blogPostsQueryOptions = (category: BlogCategory | null) => ({
  ...apiQuery(blogApi.posts, { query: category === null ? {} : { category } }),
  staleTime: Infinity,
});

export function useBlogPosts(category: BlogCategory | null) {
  return useQuery(blogPostsQueryOptions(category));
}
