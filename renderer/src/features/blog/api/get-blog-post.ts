import { useQuery } from '@tanstack/react-query';
import { blogApi } from '../../../../../shared/api/blog';
import { apiQuery } from '@/lib/api-client';

/** One post with its body as typed blocks (static on the server, like the list). */
export const blogPostQueryOptions = (id: string) => ({ ...apiQuery(blogApi.post, { params: { id } }), staleTime: Infinity });

/** enabled=false for an id the server would refuse anyway (the page shows "not found" without asking). */
export function useBlogPost(id: string, enabled = true) {
  return useQuery({ ...blogPostQueryOptions(id), enabled });
}
