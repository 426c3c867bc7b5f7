/** GET /api/blog/posts[?category=] and GET /api/blog/posts/{id}: public content. */
import type { Router } from 'express';
import { blogApi } from '../../../../shared/api/blog';
import type { BlogPost } from '../../../../shared/contracts/blog';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createBlogService } from './service';

export function blogRoutes(ctx: AppContext, posts?: readonly BlogPost[]): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const blog = createBlogService(posts);
  ctx.logger.debug({ posts: blog.count }, 'blog posts loaded');
  on(blogApi.posts, ({ query }) => blog.list(query.category));
  on(blogApi.post, ({ params }) => blog.post(params.id));
  return router;
}
