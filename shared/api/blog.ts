/** The public blog: the post list (optionally one category) and one post. */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/blog');

export const blogApi = {
  posts: endpoint({
    method: 'GET',
    path: '/api/blog/posts',
    access: 'public',
    schemas: () => contracts().then((c) => ({ query: c.blogListQuerySchema, response: c.blogPostListSchema })),
  }),
  post: endpoint({
    method: 'GET',
    path: '/api/blog/posts/:id',
    access: 'public',
    schemas: () => contracts().then((c) => ({ params: c.blogPostParamsSchema, response: c.blogPostSchema })),
  }),
};
