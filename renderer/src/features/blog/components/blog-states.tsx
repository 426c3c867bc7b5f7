import { FileSearch, Newspaper } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BlogCategory } from '../../../../../shared/contracts/blog';
import { EmptyState } from '@/components/empty-state';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonBars, SkeletonCards, Skeletons } from '@/components/ui/skeleton';

export function PostListSkeleton() {
  return (
    <LoadingSkeleton label="Loading posts" testId="blog-list-loading">
      <Card className="flex flex-col gap-4 p-8">
        <SkeletonBars sizes={['size-14', 'h-8 w-3/4', 'h-4 w-full max-w-2xl', 'h-4 w-1/3']} />
      </Card>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <SkeletonCards count={3} cardClassName="flex flex-col gap-3 p-6">
          <SkeletonBars sizes={['size-10', 'h-5 w-4/5', 'h-3 w-full', 'h-3 w-2/3']} />
        </SkeletonCards>
      </div>
    </LoadingSkeleton>
  );
}

export function PostListError(props: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="We could not load the blog" testId="blog-list-error" {...props} />;
}

/** A category with no posts yet: say so and offer the whole list. */
export function EmptyCategory({ category, onShowAll }: { category: BlogCategory; onShowAll: () => void }) {
  return (
    <EmptyState
      icon={Newspaper}
      title={`No ${category} posts yet`}
      testId="blog-empty"
      className="p-8"
      actions={
        <Button variant="outline" onClick={onShowAll}>
          Show all posts
        </Button>
      }
    >
      There is nothing in this category at the moment. The other categories have plenty to read.
    </EmptyState>
  );
}

export function PostSkeleton() {
  return (
    <LoadingSkeleton label="Loading the post" testId="blog-post-loading" className="flex flex-col gap-4">
      <SkeletonBars sizes={['h-10 w-3/4', 'h-4 w-1/3']} />
      <Skeletons count={4} className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </LoadingSkeleton>
  );
}

export function PostError(props: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="We could not load this post" testId="blog-post-error" {...props} />;
}

/** An address naming a post that does not exist (an old link, a typo). */
export function PostNotFound({ backTo }: { backTo: string }) {
  return (
    <EmptyState
      icon={FileSearch}
      title="Post not found"
      heading="h1"
      testId="blog-post-not-found"
      className="p-8"
      actions={
        <Link to={backTo} className={buttonVariants()}>
          See all posts
        </Link>
      }
    >
      This post does not exist or has moved. Every current post is on the blog&apos;s front page.
    </EmptyState>
  );
}
