import { FileSearch, Newspaper } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BlogCategory } from '../../../../../shared/contracts/blog';
import { LoadError } from '@/components/load-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function PostListSkeleton() {
  return (
    <div aria-busy="true" data-testid="blog-list-loading" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading posts
      </p>
      <Card className="flex flex-col gap-4 p-8">
        <Skeleton className="size-14" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-full max-w-2xl" />
        <Skeleton className="h-4 w-1/3" />
      </Card>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Card key={i} className="flex flex-col gap-3 p-6">
            <Skeleton className="size-10" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-2/3" />
          </Card>
        ))}
      </div>
    </div>
  );
}

export function PostListError(props: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="We could not load the blog" testId="blog-list-error" {...props} />;
}

/** A category with no posts yet: say so and offer the whole list. */
export function EmptyCategory({ category, onShowAll }: { category: BlogCategory; onShowAll: () => void }) {
  return (
    <Card className="flex flex-col items-start gap-4 p-8" data-testid="blog-empty">
      <Newspaper aria-hidden="true" className="size-10 text-gold-400" />
      <h2 className="text-xl font-semibold text-white">No {category} posts yet</h2>
      <p className="text-slate-300">There is nothing in this category at the moment. The other categories have plenty to read.</p>
      <Button variant="outline" onClick={onShowAll}>
        Show all posts
      </Button>
    </Card>
  );
}

export function PostSkeleton() {
  return (
    <div aria-busy="true" data-testid="blog-post-loading" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        Loading the post
      </p>
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-4 w-1/3" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

export function PostError(props: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="We could not load this post" testId="blog-post-error" {...props} />;
}

/** An address naming a post that does not exist (an old link, a typo). */
export function PostNotFound({ backTo }: { backTo: string }) {
  return (
    <Card className="flex flex-col items-start gap-4 p-8" data-testid="blog-post-not-found">
      <FileSearch aria-hidden="true" className="size-10 text-gold-400" />
      <h1 className="font-serif text-3xl font-semibold text-white">Post not found</h1>
      <p className="text-slate-300">This post does not exist or has moved. Every current post is on the blog's front page.</p>
      <Link to={backTo} className={buttonVariants()}>
        See all posts
      </Link>
    </Card>
  );
}
