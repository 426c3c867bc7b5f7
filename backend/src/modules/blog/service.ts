/**
 * The public blog: the same content for every visitor, so no user id and no database. The list is
 * newest first; the featured post keeps its date order (the page lifts it out to show it prominently).
 */
import type { BlogCategory, BlogPost, BlogPostList } from '../../../../shared/contracts/blog';
import { notFound } from '../../http/errors';
import { postsInCategory } from './posts';

export function createBlogService(posts: readonly BlogPost[]) {
  const byId = new Map(posts.map((p) => [p.id, p]));
  return {
    count: posts.length,

    list(category: BlogCategory | undefined): BlogPostList {
      return { category: category ?? null, posts: postsInCategory(posts, category) };
    },

    post(id: string): BlogPost {
      const post = byId.get(id);
      if (!post) throw notFound(`Blog post "${id}"`);
      return post;
    },
  };
}
