import { FileText, History, Undo2 } from 'lucide-react';
import type { ImportHistoryItem } from '../../../../../shared/contracts/banking';
import { LoadingSkeleton } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { exactTime, plural, relativeTime } from '../lib/account-format';

/** One import: the file, the account it went into, what it added and skipped, when; and its undo. */
export function ImportHistoryRow({ item, onUndo, now }: { item: ImportHistoryItem; onUndo: (item: ImportHistoryItem) => void; now?: number }) {
  return (
    <li data-testid="import-history-row" data-import-id={item.id}>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-medium break-all text-white" data-testid="import-file-name">
              {item.fileName}
            </p>
            <p className="text-sm break-words text-slate-400">
              Into {item.accountName} ·{' '}
              <time dateTime={item.createdAt} title={exactTime(item.createdAt)}>
                {relativeTime(item.createdAt, now)}
              </time>
            </p>
            <p className="text-sm text-slate-300">
              {plural(item.imported, 'row')} imported · {plural(item.duplicates, 'duplicate')} skipped
            </p>
          </div>
        </div>
        <Button variant="outline" size="sm" className="self-start sm:self-center" onClick={() => onUndo(item)} aria-label={`Undo import of ${item.fileName}`}>
          <Undo2 aria-hidden="true" className="size-4" />
          Undo import
        </Button>
      </Card>
    </li>
  );
}

export function ImportHistoryList({ items, onUndo }: { items: readonly ImportHistoryItem[]; onUndo: (item: ImportHistoryItem) => void }) {
  if (items.length === 0) {
    return (
      <Card className="flex items-start gap-3 p-4 text-sm text-slate-300" data-testid="import-history-empty">
        <History aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
        <p>No bank files imported yet. Each import you make is listed here, and can be undone.</p>
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Imports, newest first">
      {items.map((item) => (
        <ImportHistoryRow key={item.id} item={item} onUndo={onUndo} />
      ))}
    </ul>
  );
}

export function ImportHistorySkeleton() {
  return (
    <LoadingSkeleton label="Loading your import history" className="flex flex-col gap-3">
      {Array.from({ length: 2 }, (_, i) => (
        <Card key={i} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
          <div className="flex flex-1 items-start gap-3">
            <Skeleton className="size-5 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              <SkeletonBars sizes={['h-5 w-48', 'h-4 w-56', 'h-4 w-52']} />
            </div>
          </div>
          <Skeleton className="h-9 w-36" />
        </Card>
      ))}
    </LoadingSkeleton>
  );
}
