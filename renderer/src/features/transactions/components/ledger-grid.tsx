import { Clock, FlaskConical, StickyNote } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { LedgerSort, LedgerTransaction } from '../../../../../shared/contracts/ledger';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { amountDirection, formatLedgerAmount, formatLedgerDate, rowSummary } from '../lib/ledger-format';
import type { SortOrder } from '../lib/ledger-filters';
import type { RowWindowState } from '../lib/windowing';

/** Every row is this tall (px), loaded or not, so the scroll position maps to rows by arithmetic. */
export const ROW_HEIGHT = 56;

/** The columns: checkbox, date, description, category, account, amount; on a phone: checkbox, description (with the date under it), amount. */
export const ROW_COLUMNS = 'grid grid-cols-[2.75rem_minmax(0,1fr)_auto] sm:grid-cols-[2.75rem_7rem_minmax(0,1fr)_9rem_9rem_8.5rem] items-center gap-x-2 pr-3';

const CELL = 'flex min-w-0 items-center';
const WIDE_CELL = 'hidden min-w-0 items-center sm:flex';

export interface SelectAllState {
  checked: boolean;
  indeterminate: boolean;
  /** The rows "select all" would select. */
  count: number;
  onChange: () => void;
}

interface LedgerGridProps {
  total: number;
  win: RowWindowState;
  rowAt: (index: number) => LedgerTransaction | undefined;
  selected: ReadonlySet<string>;
  onToggle: (tx: LedgerTransaction) => void;
  onOpen: (tx: LedgerTransaction) => void;
  selectAll: SelectAllState;
  sort: LedgerSort;
  order: SortOrder;
  /** An answer for new filters is on its way. */
  busy: boolean;
}

/**
 * The ledger as an ARIA grid, rendered in a window: only the rows in view (and a few beyond) are
 * in the page; aria-rowcount and aria-rowindex tell assistive technology where they sit in the
 * whole list. One row is in the tab order; arrows, Home/End and Page Up/Down move between rows,
 * Enter opens the edit dialog and Space selects.
 */
export function LedgerGrid({ total, win, rowAt, selected, onToggle, onOpen, selectAll, sort, order, busy }: LedgerGridProps) {
  const [active, setActive] = useState(0);
  const activeRow = Math.min(active, Math.max(0, total - 1));
  const pendingFocus = useRef<number | null>(null);
  const body = useRef<HTMLDivElement | null>(null);

  // Focus follows the keyboard once the row it moved to is rendered.
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const row = body.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    if (row) {
      pendingFocus.current = null;
      row.focus({ preventScroll: true });
    }
  });

  function moveTo(index: number) {
    const next = Math.min(Math.max(0, index), total - 1);
    if (next < 0) return;
    setActive(next);
    pendingFocus.current = next;
    win.scrollToIndex(next);
  }

  function onRowKeyDown(event: KeyboardEvent<HTMLDivElement>, index: number, tx: LedgerTransaction | undefined) {
    // Keys pressed inside the row's checkbox are the checkbox's own.
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: total - 1,
      PageDown: index + win.rowsPerPage,
      PageUp: index - win.rowsPerPage,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter' && tx) {
      event.preventDefault();
      onOpen(tx);
    } else if (event.key === ' ' && tx) {
      event.preventDefault();
      onToggle(tx);
    }
  }

  const indexes: number[] = [];
  for (let i = win.start; i < Math.min(win.end, total); i++) indexes.push(i);
  // The focused row stays in the page even when scrolled away, so focus is never lost.
  if (total > 0 && (activeRow < win.start || activeRow >= win.end)) indexes.push(activeRow);

  const ariaSort = (column: LedgerSort) => (sort === column ? (order === 'asc' ? 'ascending' : 'descending') : undefined);
  const { containerRef } = win;
  const setBody = useCallback(
    (el: HTMLDivElement | null) => {
      body.current = el;
      containerRef(el);
    },
    [containerRef],
  );

  return (
    <div
      role="grid"
      aria-label="Transactions"
      aria-rowcount={total + 1}
      aria-multiselectable="true"
      aria-busy={busy ? 'true' : undefined}
      className={cn('overflow-hidden rounded-xl border border-white/10 bg-navy-900/80', busy && 'opacity-70 transition-opacity')}
      data-testid="ledger-grid"
    >
      <div role="rowgroup" className="border-b border-white/10 bg-navy-800/60">
        <div role="row" aria-rowindex={1} className={cn(ROW_COLUMNS, 'h-11 text-xs font-semibold tracking-wide text-slate-300 uppercase')}>
          <div role="columnheader" className={cn(CELL, 'justify-center')}>
            <input
              type="checkbox"
              checked={selectAll.checked}
              ref={(el) => {
                if (el) el.indeterminate = selectAll.indeterminate;
              }}
              onChange={selectAll.onChange}
              disabled={selectAll.count === 0}
              aria-label={selectAll.checked ? 'Clear the selection' : `Select all ${selectAll.count.toLocaleString('en-US')} loaded rows`}
              className="size-4 cursor-pointer accent-gold-400"
              data-testid="ledger-select-all"
            />
          </div>
          <div role="columnheader" aria-sort={ariaSort('date')} className={WIDE_CELL}>
            Date
          </div>
          <div role="columnheader" aria-sort={ariaSort('description')} className={CELL}>
            Description
          </div>
          <div role="columnheader" className={WIDE_CELL}>
            Category
          </div>
          <div role="columnheader" className={WIDE_CELL}>
            Account
          </div>
          <div role="columnheader" aria-sort={ariaSort('amount')} className={cn(CELL, 'justify-end')}>
            Amount
          </div>
        </div>
      </div>
      <div
        role="rowgroup"
        ref={setBody}
        className="relative overflow-y-auto overscroll-contain"
        style={{ height: Math.max(win.totalHeight, ROW_HEIGHT), maxHeight: 'min(70dvh, 44rem)' }}
      >
        <div role="presentation" className="relative" style={{ height: win.totalHeight }}>
          {indexes.map((index) => {
            const tx = rowAt(index);
            const common = {
              index,
              focusable: index === activeRow,
              onFocus: () => setActive(index),
              onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => onRowKeyDown(event, index, tx),
            };
            return tx ? (
              <LedgerRow key={tx.id} {...common} tx={tx} selected={selected.has(tx.id)} onToggle={onToggle} onOpen={onOpen} />
            ) : (
              <PendingRow key={`pending-${index}`} {...common} />
            );
          })}
        </div>
      </div>
    </div>
  );
}

interface RowProps {
  index: number;
  focusable: boolean;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

const rowPosition = (index: number) => ({ transform: `translateY(${index * ROW_HEIGHT}px)`, height: ROW_HEIGHT });
const ROW_CLASS =
  'absolute inset-x-0 top-0 border-b border-white/5 outline-none focus-visible:bg-white/[0.06] focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-gold-300';

function LedgerRow({
  index,
  focusable,
  onFocus,
  onKeyDown,
  tx,
  selected,
  onToggle,
  onOpen,
}: RowProps & { tx: LedgerTransaction; selected: boolean; onToggle: (tx: LedgerTransaction) => void; onOpen: (tx: LedgerTransaction) => void }) {
  const direction = amountDirection(tx.amount);
  const date = formatLedgerDate(tx.date);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={focusable ? 0 : -1}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(tx)}
      style={rowPosition(index)}
      className={cn(ROW_COLUMNS, ROW_CLASS, 'cursor-pointer hover:bg-white/[0.04]', selected && 'bg-gold-400/[0.07]')}
      data-testid="ledger-row"
      data-row-index={index}
      data-id={tx.id}
    >
      <div role="gridcell" className={cn(CELL, 'justify-center')}>
        {/* Out of the tab order: Space on the row selects it; the click must not also open the row. */}
        <label className="grid size-11 cursor-pointer place-items-center" onClick={(event) => event.stopPropagation()}>
          <input
            type="checkbox"
            tabIndex={-1}
            checked={selected}
            onChange={() => onToggle(tx)}
            aria-label={`Select ${rowSummary(tx)}`}
            className="size-4 cursor-pointer accent-gold-400"
          />
        </label>
      </div>
      <div role="gridcell" className={cn(WIDE_CELL, 'text-sm text-slate-300 tabular-nums')}>
        {date}
      </div>
      <div role="gridcell" className="flex min-w-0 flex-col justify-center">
        <div className="flex min-w-0 items-center gap-1.5">
          <span className="truncate text-sm font-medium text-white" title={tx.description}>
            {tx.description}
          </span>
          {tx.notes ? (
            <span title={tx.notes} className="shrink-0 text-slate-400">
              <StickyNote aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Has notes</span>
            </span>
          ) : null}
          {tx.pending ? (
            <Badge variant="warning" className="shrink-0 px-1.5 text-[0.65rem]">
              <Clock aria-hidden="true" className="size-3" />
              Pending
            </Badge>
          ) : null}
          {tx.source === 'demo' ? (
            <Badge variant="demo" className="shrink-0 px-1.5 text-[0.65rem]" title="Sample data, not your own">
              <FlaskConical aria-hidden="true" className="size-3" />
              Sample
            </Badge>
          ) : null}
        </div>
        <span className="truncate text-xs text-slate-400 sm:hidden">
          {date}
          {tx.category ? ` · ${tx.category}` : ''}
        </span>
      </div>
      <div role="gridcell" className={cn(WIDE_CELL, 'text-sm')}>
        {tx.category ? <span className="truncate text-slate-200">{tx.category}</span> : <span className="truncate text-slate-400 italic">Uncategorised</span>}
      </div>
      <div role="gridcell" className={cn(WIDE_CELL, 'text-sm text-slate-300')}>
        <span className="truncate">{tx.accountName ?? '—'}</span>
      </div>
      <div role="gridcell" className={cn(CELL, 'justify-end')}>
        <span
          className={cn('text-sm font-semibold whitespace-nowrap tabular-nums', direction === 'in' ? 'text-emerald-300' : 'text-slate-100')}
          data-direction={direction}
        >
          <span className="sr-only">{direction === 'in' ? 'Money in: ' : direction === 'out' ? 'Money out: ' : ''}</span>
          {formatLedgerAmount(tx)}
        </span>
      </div>
    </div>
  );
}

/** A row whose page has not arrived yet: the same height, so nothing moves when it does. */
function PendingRow({ index, focusable, onFocus, onKeyDown }: RowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      tabIndex={focusable ? 0 : -1}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      style={rowPosition(index)}
      className={cn(ROW_COLUMNS, ROW_CLASS)}
      data-testid="ledger-row-pending"
      data-row-index={index}
    >
      <div role="gridcell" className="col-span-full flex items-center gap-3 pl-11">
        <span className="sr-only">Loading</span>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 flex-1" />
        <Skeleton className="h-4 w-20" />
      </div>
    </div>
  );
}
