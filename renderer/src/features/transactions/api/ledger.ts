/**
 * The ledger's reads and writes, all through the shared declarations (shared/api/ledger.ts).
 * Pages are read by their offset, so the list can show any part of 100,000 rows without reading
 * the rows before it (docs/product.md "Transactions").
 */
import { keepPreviousData, useQueries, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { ledgerApi } from '../../../../../shared/api/ledger';
import {
  LEDGER_PAGE_SIZE,
  MAX_DELETE_IDS,
  type CategoryRuleRequest,
  type DeleteTransactionsResponse,
  type LedgerFilterInput,
  type LedgerPage,
  type LedgerTransaction,
  type TransactionUpdate,
} from '../../../../../shared/contracts/ledger';
import { bankAccountsKey } from '@/api/bank-accounts';
import { apiQuery, callApi } from '@/lib/api-client';

export const ledgerListKey = [ledgerApi.list.path] as const;
export const categoriesKey = [ledgerApi.categories.path] as const;
export const rulesKey = [ledgerApi.rules.path] as const;

/** One page of the rows these filters select (page 0 also carries the count and the totals). */
export function ledgerPageQuery(filters: LedgerFilterInput, page: number) {
  return apiQuery(ledgerApi.list, { query: { ...filters, offset: page * LEDGER_PAGE_SIZE, limit: LEDGER_PAGE_SIZE } });
}

/** The pages that hold rows [start, end). */
export function pagesFor(start: number, end: number): number[] {
  if (end <= start) return [];
  const first = Math.floor(start / LEDGER_PAGE_SIZE);
  const last = Math.floor((end - 1) / LEDGER_PAGE_SIZE);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export interface LedgerRows {
  total: number;
  /** The row at an index, once its page has arrived. */
  rowAt: (index: number) => LedgerTransaction | undefined;
  /** Every row read so far for these filters, in order of index. */
  loaded: LedgerTransaction[];
  /** Showing the previous filters' answer while the new one loads. */
  stale: boolean;
  /** A page of rows in view could not be read. */
  failed: boolean;
  retry: () => void;
}

/** Page 0: its count and totals describe everything the filters select. While new filters load it keeps the last answer, so the list does not flash empty. */
export function useLedgerFirstPage(filters: LedgerFilterInput, enabled: boolean): UseQueryResult<LedgerPage> {
  return useQuery({ ...ledgerPageQuery(filters, 0), placeholderData: keepPreviousData, enabled });
}

/** The rows of page 0 and of the pages that hold rows [start, end), read as they come into view. */
export function useLedgerRows(filters: LedgerFilterInput, first: UseQueryResult<LedgerPage>, start: number, end: number): LedgerRows {
  const total = first.data?.total ?? 0;
  const wanted = pagesFor(Math.min(start, total), Math.min(end, total)).filter((page) => page > 0);
  const rest = useQueries({ queries: wanted.map((page) => ({ ...ledgerPageQuery(filters, page), enabled: first.isSuccess && !first.isPlaceholderData })) });

  const pages = new Map<number, LedgerPage>();
  if (first.data) pages.set(0, first.data);
  wanted.forEach((page, i) => {
    const data = rest[i]?.data;
    if (data) pages.set(page, data);
  });
  const rowAt = (index: number) => pages.get(Math.floor(index / LEDGER_PAGE_SIZE))?.items[index % LEDGER_PAGE_SIZE];
  const loaded = [...pages.keys()].sort((a, b) => a - b).flatMap((page) => pages.get(page)!.items);
  const failed = rest.some((q) => q.isError);
  const retry = () => {
    for (const q of rest) if (q.isError) void q.refetch();
  };
  return { total, rowAt, loaded, stale: first.isPlaceholderData, failed, retry };
}

export function useCategories(enabled: boolean) {
  return useQuery({ ...apiQuery(ledgerApi.categories), enabled });
}

export function useRules(enabled: boolean) {
  return useQuery({ ...apiQuery(ledgerApi.rules), enabled });
}

/** After a change to rows: the list and its totals, the categories' counts and the accounts' row counts. */
export async function refreshLedger(queryClient: QueryClient, { rules = false }: { rules?: boolean } = {}): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ledgerListKey }),
    queryClient.invalidateQueries({ queryKey: categoriesKey }),
    queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
    rules ? queryClient.invalidateQueries({ queryKey: rulesKey }) : undefined,
  ]);
}

export async function updateTransaction(queryClient: QueryClient, id: string, changes: TransactionUpdate): Promise<LedgerTransaction> {
  const updated = await callApi(ledgerApi.update, { params: { id }, body: changes });
  await Promise.all([queryClient.invalidateQueries({ queryKey: ledgerListKey }), queryClient.invalidateQueries({ queryKey: categoriesKey })]);
  return updated;
}

export interface DeleteOutcome {
  /** One per request; restoreTransactions takes them all back. */
  batchIds: string[];
  deleted: number;
  /** Set when a later part failed: the parts before it are deleted (and can be undone). */
  error?: unknown;
}

/**
 * The rows go to the trash, MAX_DELETE_IDS per request; the answers' batch ids bring them all back
 * (restoreTransactions). A failure of the first request throws; of a later one, is reported with
 * what was deleted before it.
 */
export async function deleteTransactions(queryClient: QueryClient, ids: readonly string[]): Promise<DeleteOutcome> {
  const outcome: DeleteOutcome = { batchIds: [], deleted: 0 };
  try {
    for (let i = 0; i < ids.length; i += MAX_DELETE_IDS) {
      const result: DeleteTransactionsResponse = await callApi(ledgerApi.remove, { body: { ids: ids.slice(i, i + MAX_DELETE_IDS) } });
      outcome.batchIds.push(result.batchId);
      outcome.deleted += result.deleted;
    }
  } catch (error) {
    if (outcome.batchIds.length === 0) throw error;
    outcome.error = error;
  } finally {
    await refreshLedger(queryClient);
  }
  return outcome;
}

/** Undo of a delete: every batch comes back; answers how many rows did. */
export async function restoreTransactions(queryClient: QueryClient, batchIds: readonly string[]): Promise<number> {
  let restored = 0;
  try {
    for (const batchId of batchIds) restored += (await callApi(ledgerApi.restore, { body: { batchId } })).restored;
  } finally {
    await refreshLedger(queryClient);
  }
  return restored;
}

export async function createCategory(queryClient: QueryClient, name: string) {
  const category = await callApi(ledgerApi.createCategory, { body: { name } });
  await queryClient.invalidateQueries({ queryKey: categoriesKey });
  return category;
}

/** A rename moves the category's rows and rules with it, so all three are read again. */
export async function renameCategory(queryClient: QueryClient, id: string, name: string) {
  const category = await callApi(ledgerApi.renameCategory, { params: { id }, body: { name } });
  await refreshLedger(queryClient, { rules: true });
  return category;
}

/** Answers how many stored rows the rule recategorised (0 unless applyToExisting). */
export async function createRule(queryClient: QueryClient, request: CategoryRuleRequest): Promise<number> {
  const { applied } = await callApi(ledgerApi.createRule, { body: request });
  await refreshLedger(queryClient, { rules: true });
  return applied;
}

export async function deleteRule(queryClient: QueryClient, id: string): Promise<void> {
  await callApi(ledgerApi.deleteRule, { params: { id } });
  await queryClient.invalidateQueries({ queryKey: rulesKey });
}

export async function applyRule(queryClient: QueryClient, id: string): Promise<number> {
  const { applied } = await callApi(ledgerApi.applyRule, { params: { id } });
  await refreshLedger(queryClient);
  return applied;
}
