import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '../../../../../shared/contracts/blog';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { BlogIcon } from './blog-icon';
import { PostMeta } from './post-meta';

interface PostCardProps {
  post: BlogPostSummary;
  /** Where the post opens (the page's query string for it). */
  to: string;
  /** The featured post is drawn large, across the grid. */
  featured?: boolean;
}

/** One post in the list: the title is the link that opens it. */
export function PostCard({ post, to, featured = false }: PostCardProps) {
  const titleId = `post-title-${post.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-testid={featured ? 'featured-post' : 'post-card'}
      data-post-id={post.id}
      className={cn(
        'relative flex h-full flex-col gap-4 p-6 transition-colors focus-within:border-gold-300/60 hover:border-gold-400/40',
        featured && 'border-gold-400/40 bg-gradient-to-br from-navy-900 to-navy-800 p-8 sm:p-10',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <BlogIcon name={post.icon} size={featured ? 'lg' : 'md'} />
        {featured ? (
          <Badge>
            <Star aria-hidden="true" className="size-3" />
            Featured
          </Badge>
        ) : null}
      </div>
      <h3 id={titleId} className={cn('font-semibold text-white', featured ? 'font-serif text-2xl sm:text-3xl' : 'text-lg')}>
        {/* The link covers the card (after:inset-0), so the whole card is one target and one tab stop. */}
        <Link
          to={to}
          className="rounded-sm after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
        >
          {post.title}
        </Link>
      </h3>
      <p className={cn('text-slate-300', featured ? 'max-w-3xl text-lg' : 'text-sm')} data-testid="post-excerpt">
        {post.excerpt}
      </p>
      <div className="mt-auto flex flex-col gap-3">
        <PostMeta post={post} />
        <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-gold-300">
          Read post
          <ArrowRight className="size-4" />
        </span>
      </div>
    </Card>
  );
}
