import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BlogCategory } from '../../../../shared/contracts/blog';
import { PRODUCT_NAME } from '@/components/brand';
import { ScreenHeader } from '@/components/screen-header';
import { buttonVariants } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useBlogPost } from './api/get-blog-post';
import { useBlogPosts } from './api/get-blog-posts';
import { EmptyCategory, PostError, PostListError, PostListSkeleton, PostNotFound, PostSkeleton } from './components/blog-states';
import { CategoryFilter } from './components/category-filter';
import { PostArticle } from './components/post-article';
import { PostCard } from './components/post-card';
import { blogSearch, isPlausiblePostId, readBlogView, splitFeatured, type BlogView } from './lib/blog-view';

/**
 * /blog (spec growth "Blog (/blog)"): static posts from the server (markdown files parsed there),
 * filtered by category, with the featured post drawn large. A post opens in place at
 * /blog?post={id}; the category stays in ?category= so Back returns to the same list.
 */
export default function BlogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readBlogView(searchParams);

  return (
    <div className="flex min-h-dvh flex-col">
      <ScreenHeader />
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        {view.postId === null ? (
          <PostList category={view.category} onSelect={(category) => setSearchParams(blogSearch({ category, postId: null }))} />
        ) : (
          <PostView view={{ ...view, postId: view.postId }} />
        )}
      </main>
    </div>
  );
}

function PostList({ category, onSelect }: { category: BlogCategory | null; onSelect: (category: BlogCategory | null) => void }) {
  const posts = useBlogPosts(category);

  let content;
  if (posts.data) {
    const { featured, rest } = splitFeatured(posts.data.posts);
    const linkTo = (id: string) => blogSearch({ category, postId: id });
    content =
      posts.data.posts.length === 0 && category !== null ? (
        <EmptyCategory category={category} onShowAll={() => onSelect(null)} />
      ) : (
        <div className="flex flex-col gap-6" data-testid="blog-list">
          {featured ? <PostCard post={featured} to={linkTo(featured.id)} featured /> : null}
          {rest.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label={category === null ? 'All posts' : `${category} posts`}>
              {rest.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} to={linkTo(post.id)} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      );
  } else if (posts.error) {
    content = <PostListError detail={posts.error.message} onRetry={() => void posts.refetch()} retrying={posts.isFetching} />;
  } else {
    content = <PostListSkeleton />;
  }

  return (
    <>
      <title>{`Blog · ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-3">
        <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Blog</h1>
        <p className="max-w-2xl text-lg text-slate-300">
          Guides on subscriptions, budgeting, credit and security, product news, and an illustrative success story.
        </p>
      </header>
      <CategoryFilter selected={category} onSelect={onSelect} />
      {/* Announces the filtered count once the list has loaded. */}
      <p role="status" className="sr-only">
        {posts.data ? `${posts.data.posts.length} ${posts.data.posts.length === 1 ? 'post' : 'posts'} shown` : ''}
      </p>
      {content}
    </>
  );
}

function PostView({ view }: { view: BlogView & { postId: string } }) {
  const backTo = `/blog${blogSearch({ category: view.category, postId: null })}`;
  const plausible = isPlausiblePostId(view.postId);
  const post = useBlogPost(view.postId, plausible);
  const missing = !plausible || (post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400));

  let content;
  if (missing) content = <PostNotFound backTo={backTo} />;
  else if (post.data) content = <PostArticle post={post.data} />;
  else if (post.error) {
    content = (
      <>
        <h1 className="font-serif text-3xl font-semibold text-white">Blog</h1>
        <PostError detail={post.error.message} onRetry={() => void post.refetch()} retrying={post.isFetching} />
      </>
    );
  } else {
    content = (
      <>
        <h1 className="sr-only">Blog post</h1>
        <PostSkeleton />
      </>
    );
  }

  return (
    <>
      <title>{`${post.data?.title ?? 'Blog'} · ${PRODUCT_NAME}`}</title>
      <nav aria-label="Blog">
        <Link to={backTo} className={buttonVariants({ variant: 'ghost', size: 'sm' })} data-testid="blog-back">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {view.category === null ? 'Back to all posts' : `Back to ${view.category} posts`}
        </Link>
      </nav>
      {content}
    </>
  );
}
