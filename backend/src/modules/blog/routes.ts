/**
 * GET /api/blog/posts[?category=] and GET /api/blog/posts/{id} (spec growth "Blog (/blog)"): public
 * content, the same for every visitor, so no user id and no database. The list is newest first; the
 * featured post keeps its date order (the page lifts it out to show it prominently).
 */
import { Router } from 'express';
import { blogListQuerySchema, blogPostParamsSchema, type BlogPost, type BlogPostList } from '../../../../shared/contracts/blog';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { apiRouter, routeAccess } from '../../http/routing';
import { handle } from '../../http/validate';
import { BLOG_POSTS, postsInCategory } from './posts';

export function blogRoutes(ctx: AppContext, posts: readonly BlogPost[] = BLOG_POSTS): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const byId = new Map(posts.map((p) => [p.id, p]));
  ctx.logger.debug({ posts: posts.length }, 'blog posts loaded');

  router.get(
    '/blog/posts',
    access.public,
    handle({ query: blogListQuerySchema }, ({ query }): BlogPostList => ({
      category: query.category ?? null,
      posts: postsInCategory(posts, query.category),
    })),
  );

  router.get(
    '/blog/posts/:id',
    access.public,
    handle({ params: blogPostParamsSchema }, ({ params }): BlogPost => {
      const post = byId.get(params.id);
      if (!post) throw notFound(`Blog post "${params.id}"`);
      return post;
    }),
  );
  return router;
}
