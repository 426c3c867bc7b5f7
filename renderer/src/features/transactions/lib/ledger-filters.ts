/**
 * What the ledger shows, kept in the page's URL (docs/product.md "Transactions"): a link such as
 * /transactions?accountId=… opens the ledger filtered, and the browser's back button walks the
 * filters. The URL holds what the user typed; only the values the server accepts are sent.
 */
import { LEDGER_SORTS, MAX_CATEGORY_NAME, type LedgerFilterInput, type LedgerSort } from '../../../../../shared/contracts/ledger';

export type Direction = '' | 'in' | 'out';
export type SortOrder = 'asc' | 'desc';

export interface LedgerFilters {
  q: string;
  accountId: string;
  from: string;
  to: string;
  /** A category name, or UNCATEGORISED. */
  category: string;
  direction: Direction;
  /** As typed ("12.50", "$1,200"); see normaliseAmount. */
  minAmount: string;
  maxAmount: string;
  sort: LedgerSort;
  order: SortOrder;
}

/** The category filter's value for rows without a category (the server's own word). */
export const UNCATEGORISED = 'Uncategorised';

export const DEFAULT_FILTERS: LedgerFilters = {
  q: '',
  accountId: '',
  from: '',
  to: '',
  category: '',
  direction: '',
  minAmount: '',
  maxAmount: '',
  sort: 'date',
  order: 'desc',
};

/** The URL keys, the same names as the API's query. */
const TEXT_KEYS = ['q', 'accountId', 'from', 'to', 'category', 'minAmount', 'maxAmount'] as const;
const MAX_SEARCH = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DOLLARS = /^\d{1,10}(\.\d{1,2})?$/;

export function isIsoDay(text: string): boolean {
  return ISO_DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}

/** The filters a URL's search part names; unknown or malformed enums fall back to the defaults. */
export function filtersFromSearch(search: URLSearchParams): LedgerFilters {
  const text = (key: (typeof TEXT_KEYS)[number]) => (search.get(key) ?? '').trim();
  const direction = search.get('direction');
  const sort = search.get('sort');
  const order = search.get('order');
  return {
    q: (search.get('q') ?? '').slice(0, MAX_SEARCH),
    accountId: text('accountId'),
    from: text('from'),
    to: text('to'),
    category: text('category'),
    direction: direction === 'in' || direction === 'out' ? direction : '',
    minAmount: text('minAmount'),
    maxAmount: text('maxAmount'),
    sort: (LEDGER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as LedgerSort) : DEFAULT_FILTERS.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_FILTERS.order,
  };
}

/**
 * The URL's search part for these filters: empty values and the default sort are left out, so a
 * plain /transactions stays plain. Keys that are not the ledger's (from another feature's link)
 * are kept from `base`.
 */
export function filtersToSearch(filters: LedgerFilters, base?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const key of [...TEXT_KEYS, 'direction', 'sort', 'order'] as const) search.delete(key);
  for (const key of TEXT_KEYS) {
    // The search keeps its spaces: the box shows what the URL says, and "coffee " is half of "coffee shop".
    const value = key === 'q' ? (filters.q.trim() ? filters.q : '') : filters[key].trim();
    if (value) search.set(key, value);
  }
  if (filters.direction) search.set('direction', filters.direction);
  if (filters.sort !== DEFAULT_FILTERS.sort || filters.order !== DEFAULT_FILTERS.order) {
    search.set('sort', filters.sort);
    search.set('order', filters.order);
  }
  return search;
}

/**
 * An amount as people type it, as the API reads it ("12.50"), or null when it is not one:
 * "$1,200.50" -> "1200.50", "12,5" (a decimal comma) -> "12.5", " 40 " -> "40". Amount filters
 * are on the size of the amount, so a leading minus is dropped too.
 */
export function normaliseAmount(text: string): string | null {
  let value = text.replace(/[\s$€£¥]/g, '').replace(/^-/, '');
  if (!value) return null;
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(value)) value = value.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(value)) value = value.replace(',', '.');
  return DOLLARS.test(value) ? value : null;
}

export interface FilterProblems {
  minAmount?: string;
  maxAmount?: string;
  to?: string;
}

/** What is wrong with the typed filters (each problem's filter is not sent until it is fixed). */
export function filterProblems(filters: LedgerFilters): FilterProblems {
  const problems: FilterProblems = {};
  const min = filters.minAmount.trim() ? normaliseAmount(filters.minAmount) : undefined;
  const max = filters.maxAmount.trim() ? normaliseAmount(filters.maxAmount) : undefined;
  if (min === null) problems.minAmount = 'Use an amount such as 12.50';
  if (max === null) problems.maxAmount = 'Use an amount such as 12.50';
  if (min && max && Number(min) > Number(max)) problems.maxAmount = 'The maximum is less than the minimum';
  if (isIsoDay(filters.from) && isIsoDay(filters.to) && filters.from > filters.to) problems.to = 'This date is before the start date';
  return problems;
}

/** The API query for these filters: only values the server accepts, no empty keys. */
export function apiFilters(filters: LedgerFilters): LedgerFilterInput {
  const problems = filterProblems(filters);
  const query: LedgerFilterInput = {};
  const q = filters.q.trim().slice(0, MAX_SEARCH);
  if (q) query.q = q;
  if (UUID.test(filters.accountId)) query.accountId = filters.accountId;
  if (isIsoDay(filters.from)) query.from = filters.from;
  if (isIsoDay(filters.to) && !problems.to) query.to = filters.to;
  const category = filters.category.trim();
  if (category && category.length <= MAX_CATEGORY_NAME) query.category = category;
  if (filters.direction) query.direction = filters.direction;
  const min = normaliseAmount(filters.minAmount);
  if (min !== null && !problems.minAmount) query.minAmount = min;
  const max = normaliseAmount(filters.maxAmount);
  if (max !== null && !problems.maxAmount) query.maxAmount = max;
  query.sort = filters.sort;
  query.order = filters.order;
  return query;
}

/** How many filters narrow the list (the search and the sort are not counted). */
export function activeFilterCount(filters: LedgerFilters): number {
  const keys = ['accountId', 'from', 'to', 'category', 'direction', 'minAmount', 'maxAmount'] as const;
  return keys.filter((key) => filters[key].trim() !== '').length;
}

/** Whether anything but the sort narrows the list (a 0-row answer then means "no match", not "no transactions"). */
export function isFiltered(filters: LedgerFilters): boolean {
  return filters.q.trim() !== '' || activeFilterCount(filters) > 0;
}

/** The sort choices, as one select offers them. */
export const SORT_CHOICES: readonly { value: `${LedgerSort}:${SortOrder}`; label: string }[] = [
  { value: 'date:desc', label: 'Newest first' },
  { value: 'date:asc', label: 'Oldest first' },
  { value: 'amount:desc', label: 'Largest amount first' },
  { value: 'amount:asc', label: 'Smallest amount first' },
  { value: 'description:asc', label: 'Description, A to Z' },
  { value: 'description:desc', label: 'Description, Z to A' },
];
