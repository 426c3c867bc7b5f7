/** GET /api/blog/posts[?category=] and GET /api/blog/posts/{id}: public content. */
import type { Router } from 'express';
import { blogApi } from '../../../../shared/api/blog';
import type { BlogPost } from '../../../../shared/contracts/blog';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { bundledBlogPosts } from './posts';
import { createBlogService } from './service';

export function blogRoutes(ctx: AppContext, posts?: readonly BlogPost[]): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  // Made on the first request: reading the posts is not part of a start (posts.ts).
  let service: ReturnType<typeof createBlogService> | undefined;
  const blog = () => {
    if (!service) {
      service = createBlogService(posts ?? bundledBlogPosts());
      ctx.logger.debug({ posts: service.count }, 'blog posts loaded');
    }
    return service;
  };
  on(blogApi.posts, ({ query }) => blog().list(query.category));
  on(blogApi.post, ({ params }) => blog().post(params.id));
  return router;
}
