import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '../../../../../shared/contracts/blog';
import { apiRequestParsed } from '@/lib/api-client';
import { BLOG_POSTS_PATH } from './get-blog-posts';
import { blogPostSchema } from './schemas';

export const blogPostQueryKey = (id: string) => [BLOG_POSTS_PATH, id] as const;

/** GET /api/blog/posts/{id}: one post with its body as typed blocks. */
export function getBlogPost(id: string): Promise<BlogPost> {
  return apiRequestParsed('GET', `${BLOG_POSTS_PATH}/${encodeURIComponent(id)}`, blogPostSchema);
}

export const blogPostQueryOptions = (id: string) =>
  queryOptions({ queryKey: blogPostQueryKey(id), queryFn: () => getBlogPost(id), staleTime: Infinity });

/** enabled=false for an id the server would refuse anyway (the page shows "not found" without asking). */
export function useBlogPost(id: string, enabled = true) {
  return useQuery({ ...blogPostQueryOptions(id), enabled });
}
