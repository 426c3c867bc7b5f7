import { useEffect, useRef } from 'react';
import type { BlogPost } from '../../../../../shared/contracts/blog';
import { BlogIcon } from './blog-icon';
import { PostBody } from './post-body';
import { PostMeta } from './post-meta';

/** One post, in a readable measure. Its title is the page's h1 and takes focus when it opens. */
export function PostArticle({ post }: { post: BlogPost }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Opening a post replaces the list in place: move focus (and a screen reader) to its title.
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [post.id]);

  return (
    <article aria-labelledby="post-heading" className="flex max-w-3xl flex-col gap-6" data-testid="blog-post" data-post-id={post.id}>
      <header className="flex flex-col gap-4 border-b border-white/10 pb-6">
        <BlogIcon name={post.icon} size="lg" />
        <h1 id="post-heading" ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-semibold text-white focus:outline-none sm:text-4xl">
          {post.title}
        </h1>
        <p className="text-lg text-slate-300">{post.excerpt}</p>
        <PostMeta post={post} />
      </header>
      <PostBody blocks={post.body} />
    </article>
  );
}
