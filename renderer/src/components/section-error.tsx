import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A list that could not load: what failed, in plain words, and a way to try again. */
export function SectionError({
  what,
  detail,
  onRetry,
  retrying,
  testId,
}: {
  what: string;
  detail?: string;
  onRetry: () => void;
  retrying: boolean;
  testId?: string;
}) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-400/30 bg-red-950/20 p-4" data-testid={testId}>
      <p className="flex items-start gap-2 text-sm text-red-100">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-300" />
        <span>
          We could not load {what}. {detail ? <span className="text-red-200/80">{detail}</span> : null}
        </span>
      </p>
      <Button variant="outline" size="sm" className="self-start" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
