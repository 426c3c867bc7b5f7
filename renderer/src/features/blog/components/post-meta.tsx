import { CalendarDays, Clock, UserRound } from 'lucide-react';
import type { BlogPostSummary } from '../../../../../shared/contracts/blog';
import { Badge } from '@/components/ui/badge';
import { formatPostDate } from '../lib/blog-view';

/** Category, author, date and read time: the same line on cards and on the post. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  // Icons rather than separator dots: a wrapped line never starts or ends with a stray dot.
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-400">
      <Badge variant="secondary" data-testid="post-category">
        {post.category}
      </Badge>
      <span className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-3.5" />
        <span data-testid="post-author">{post.author}</span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-3.5" />
        <time dateTime={post.date} data-testid="post-date">
          {formatPostDate(post.date)}
        </time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-3.5" />
        <span data-testid="post-read-time">{post.readTime}</span>
      </span>
    </div>
  );
}
