import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import type { CreditHistoryEntry } from '../../../../../shared/contracts/credit';
import { cn } from '@/lib/utils';
import { changeDirection, formatChange, formatCreditDate } from '../lib/credit-format';

const CHANGE_LOOK = {
  up: { icon: ArrowUp, className: 'text-emerald-300', words: 'up' },
  down: { icon: ArrowDown, className: 'text-red-300', words: 'down' },
  flat: { icon: Minus, className: 'text-slate-400', words: 'no change' },
} as const;

/** The shown history, newest first: date, score, change and the event behind it. */
export function HistoryList({ entries }: { entries: readonly CreditHistoryEntry[] }) {
  return (
    <ul className="flex flex-col divide-y divide-white/10" data-testid="credit-history-list" aria-label="Score history, newest first">
      {entries.map((entry) => {
        const look = CHANGE_LOOK[changeDirection(entry.change)];
        const Icon = look.icon;
        return (
          <li
            key={entry.id}
            className="grid grid-cols-[minmax(0,1fr)_auto_3.5rem] items-center gap-x-3 gap-y-1 py-3 sm:grid-cols-[8rem_3rem_4rem_minmax(0,1fr)] sm:gap-x-4"
            data-testid="credit-history-entry"
          >
            <span className="text-sm text-slate-400" data-testid="credit-history-date">
              {formatCreditDate(entry.date)}
            </span>
            <span className="font-semibold text-white tabular-nums" data-testid="credit-history-score">
              {entry.score}
            </span>
            <span className={cn('inline-flex items-center gap-1 text-sm font-semibold tabular-nums', look.className)}>
              <Icon aria-hidden="true" className="size-3.5" />
              <span data-testid="credit-history-change">{formatChange(entry.change)}</span>
              {entry.change === 0 ? <span className="sr-only">({look.words})</span> : null}
            </span>
            <span className="col-span-3 text-sm break-words text-slate-300 sm:col-span-1" data-testid="credit-history-event">
              {entry.event}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
