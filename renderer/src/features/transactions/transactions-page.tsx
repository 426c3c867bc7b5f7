import { Download, RefreshCw, Tags } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ledgerApi } from '../../../../shared/api/ledger';
import type { LedgerTransaction } from '../../../../shared/contracts/ledger';
import { FirstAnswers } from '@/components/load-states';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useBankAccounts } from '@/api/bank-accounts';
import { apiUrl, errorText, isUnauthorized } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { cn } from '@/lib/utils';
import { deleteTransactions, restoreTransactions, useCategories, useLedgerFirstPage, useLedgerRows } from './api/ledger';
import { CategoriesDialog } from './components/categories-dialog';
import { EditTransactionDialog } from './components/edit-transaction-dialog';
import { LedgerActionBar, type UndoState } from './components/ledger-action-bar';
import { LedgerFiltersBar } from './components/ledger-filters-bar';
import { LedgerGrid, ROW_HEIGHT } from './components/ledger-grid';
import { LedgerEmpty, LedgerError, LedgerNoMatch, LedgerSignIn, LedgerSkeleton } from './components/ledger-states';
import { LedgerTotals } from './components/ledger-totals';
import { apiFilters, DEFAULT_FILTERS, filtersFromSearch, filtersToSearch, isFiltered, type LedgerFilters } from './lib/ledger-filters';
import { countText } from './lib/ledger-format';
import { useRowWindow } from './lib/windowing';
import { deleteFailedToast, restoredToast, restoreFailedToast } from './messages';

/** The filters applied as you type (debounced): each keystroke replaces the history entry. */
const TYPED_FILTERS: ReadonlySet<string> = new Set(['q', 'minAmount', 'maxAmount']);

/**
 * /transactions, the ledger (docs/product.md "Transactions"): every transaction of every account,
 * searched, filtered and sorted by the server, shown a window of rows at a time. The filters live
 * in the URL, so other screens link here filtered (/transactions?accountId=…).
 */
export default function TransactionsPage() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const query = useMemo(() => apiFilters(filters), [filters]);
  const queryKey = JSON.stringify(query);

  const first = useLedgerFirstPage(query, signedIn);
  const win = useRowWindow(first.data?.total ?? 0, { rowHeight: ROW_HEIGHT, overscan: 10 });
  const rows = useLedgerRows(query, first, win.start, win.end);
  const accounts = useBankAccounts(user.data?.id);
  const categories = useCategories(signedIn);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<LedgerTransaction | null>(null);
  const [managing, setManaging] = useState(false);
  const [undo, setUndo] = useState<UndoState | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [undoing, setUndoing] = useState(false);

  // New filters, new list: the selection (of rows perhaps no longer shown) is dropped and the list starts at the top.
  const [shownKey, setShownKey] = useState(queryKey);
  if (shownKey !== queryKey) {
    setShownKey(queryKey);
    setSelected(new Set());
  }
  const { scrollToTop } = win;
  useEffect(() => scrollToTop(), [queryKey, scrollToTop]);

  const needsSignIn = user.data === null || isUnauthorized(first.error);

  const changeFilters = useCallback(
    (changes: Partial<LedgerFilters>) => {
      const next = { ...filters, ...changes };
      // Each keystroke of the search or an amount replaces the history entry; a chosen filter is a step back can undo.
      setSearchParams(filtersToSearch(next, searchParams), { replace: Object.keys(changes).every((key) => TYPED_FILTERS.has(key)) });
    },
    [filters, searchParams, setSearchParams],
  );
  const clearFilters = useCallback(() => setSearchParams(filtersToSearch(DEFAULT_FILTERS, searchParams)), [searchParams, setSearchParams]);

  function toggle(tx: LedgerTransaction) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(tx.id)) next.delete(tx.id);
      else next.add(tx.id);
      return next;
    });
  }

  const loaded = rows.loaded;
  const selectedLoaded = loaded.filter((tx) => selected.has(tx.id)).length;
  const allSelected = loaded.length > 0 && selectedLoaded === loaded.length;
  const selectAll = {
    checked: allSelected,
    indeterminate: selected.size > 0 && !allSelected,
    count: loaded.length,
    onChange: () => setSelected(allSelected ? new Set() : new Set(loaded.map((tx) => tx.id))),
  };

  async function onDelete() {
    if (deleting || selected.size === 0) return;
    setDeleting(true);
    try {
      const outcome = await deleteTransactions(queryClient, [...selected]);
      setUndo({ batchIds: outcome.batchIds, count: outcome.deleted });
      setSelected(new Set());
      if (outcome.error) toast(deleteFailedToast(`Some rows were not deleted: ${errorText(outcome.error)}`));
    } catch (error) {
      toast(deleteFailedToast(errorText(error)));
    } finally {
      setDeleting(false);
    }
  }

  async function onUndo() {
    if (!undo || undoing) return;
    setUndoing(true);
    try {
      const restored = await restoreTransactions(queryClient, undo.batchIds);
      setUndo(null);
      toast(restoredToast(restored));
    } catch (error) {
      toast(restoreFailedToast(errorText(error)));
    } finally {
      setUndoing(false);
    }
  }

  const page = first.data;
  const demo = loaded.some((tx) => tx.source === 'demo');

  const actionBar = (
    <LedgerActionBar
      selectedCount={selected.size}
      onDelete={() => void onDelete()}
      onClearSelection={() => setSelected(new Set())}
      deleting={deleting}
      undo={undo}
      onUndo={() => void onUndo()}
      onDismissUndo={() => setUndo(null)}
      undoing={undoing}
    />
  );

  let content;
  if (needsSignIn) {
    content = <LedgerSignIn />;
  } else if (user.isError) {
    content = <LedgerError detail={errorText(user.error)} onRetry={() => void user.refetch()} retrying={user.isFetching} />;
  } else if (!page) {
    content = first.isError ? (
      <LedgerError detail={errorText(first.error)} onRetry={() => void first.refetch()} retrying={first.isFetching} />
    ) : (
      <LedgerSkeleton />
    );
  } else if (page.total === 0) {
    // Deleting the last row the filters show empties the list: the undo of that delete stays reachable.
    content = (
      <>
        {actionBar}
        {isFiltered(filters) ? <LedgerNoMatch onClear={clearFilters} /> : <LedgerEmpty />}
      </>
    );
  } else {
    content = (
      <>
        {actionBar}
        {rows.failed || (first.isError && !first.isFetching) ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-400/30 px-4 py-2 text-sm text-red-200">
            <p className="flex-1">Some transactions could not be loaded. {first.error ? errorText(first.error) : ''}</p>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                rows.retry();
                if (first.isError) void first.refetch();
              }}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </div>
        ) : null}
        <LedgerGrid
          total={page.total}
          win={win}
          rowAt={rows.rowAt}
          selected={selected}
          onToggle={toggle}
          onOpen={setEditing}
          selectAll={selectAll}
          sort={filters.sort}
          order={filters.order}
          busy={rows.stale}
        />
        <p className="text-xs text-slate-400">
          Arrow keys move between rows, Enter edits a transaction and Space selects it.
        </p>
      </>
    );
  }

  // Who is signed in, then the first page, the accounts and the categories: the title's buttons and
  // count, the filters, the totals and the list appear together (FirstAnswers), nothing moves.
  // Deferred as FirstAnswers defers it, so the title's parts appear in the same render as the list.
  const firstAnswersIn = useDeferredValue(!user.isPending && (!signedIn || (!first.isPending && !accounts.isPending && !categories.isPending)));
  const showData = signedIn && !needsSignIn && firstAnswersIn;

  return (
    <ScreenPage
      tabTitle="Transactions"
      overlays={
        showData ? (
          <>
            <EditTransactionDialog tx={editing} categories={categories.data ?? []} onClose={() => setEditing(null)} />
            <CategoriesDialog open={managing} onClose={() => setManaging(false)} categories={categories.data} categoriesError={categories.error} />
          </>
        ) : null
      }
    >
      <ScreenTitle
        title="Transactions"
        demo={showData && demo}
        actions={
          showData ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setManaging(true)}>
                <Tags aria-hidden="true" className="size-4" />
                Categories and rules
              </Button>
              <a href={apiUrl(ledgerApi.exportCsv, { query })} download className={cn(buttonVariants({ variant: 'outline' }))} data-testid="ledger-export">
                <Download aria-hidden="true" className="size-4" />
                Export CSV
              </a>
            </div>
          ) : undefined
        }
        note={
          firstAnswersIn && page && page.total > 0 ? (
            <p className="text-sm text-slate-400" aria-live="polite">
              {`${countText(page.total)}${isFiltered(filters) ? (page.total === 1 ? ' matches' : ' match') : ''}`}
            </p>
          ) : null
        }
      >
        Every transaction of every account, newest first. Search, filter, correct and export them.
      </ScreenTitle>

      <FirstAnswers ready={firstAnswersIn} skeleton={<LedgerSkeleton />}>
        {showData ? (
          <LedgerFiltersBar
            filters={filters}
            onChange={changeFilters}
            onClear={clearFilters}
            accounts={accounts.data ?? []}
            categories={categories.data ?? []}
          />
        ) : null}

        {page && page.total > 0 && showData ? <LedgerTotals totals={page.totals} busy={rows.stale} /> : null}

        <section aria-label="Transaction list" className="flex flex-col gap-3">
          {content}
        </section>
      </FirstAnswers>
    </ScreenPage>
  );
}
