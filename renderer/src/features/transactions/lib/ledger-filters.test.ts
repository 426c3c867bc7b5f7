import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiFilters,
  DEFAULT_FILTERS,
  filterProblems,
  filtersFromSearch,
  filtersToSearch,
  isFiltered,
  normaliseAmount,
} from './ledger-filters';

const ACCOUNT = '6f1c1d7e-8a8b-4c1e-9b7a-1d2e3f4a5b6c';
const fromUrl = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('URL -> filters', () => {
  it('reads every filter the URL names', () => {
    expect(
      fromUrl(`q=coffee%20shop&accountId=${ACCOUNT}&from=2025-01-01&to=2025-03-31&category=Dining&direction=out&minAmount=5&maxAmount=12.50&sort=amount&order=asc`),
    ).toEqual({
      q: 'coffee shop',
      accountId: ACCOUNT,
      from: '2025-01-01',
      to: '2025-03-31',
      category: 'Dining',
      direction: 'out',
      minAmount: '5',
      maxAmount: '12.50',
      sort: 'amount',
      order: 'asc',
    });
  });

  it('gives the defaults (newest first, nothing filtered) for a bare URL', () => {
    expect(fromUrl('')).toEqual(DEFAULT_FILTERS);
  });

  it('drops an unknown direction, sort or order rather than failing', () => {
    expect(fromUrl('direction=sideways&sort=colour&order=up')).toEqual(DEFAULT_FILTERS);
  });

  it('reads a link to one account (an account row elsewhere)', () => {
    expect(fromUrl(`accountId=${ACCOUNT}`)).toEqual({ ...DEFAULT_FILTERS, accountId: ACCOUNT });
  });
});

describe('filters -> URL', () => {
  it('writes only what narrows or reorders the list', () => {
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersToSearch({ ...DEFAULT_FILTERS, category: 'Uncategorised', direction: 'in' }).toString()).toBe('category=Uncategorised&direction=in');
  });

  it('writes the sort only when it is not newest first, both halves together', () => {
    expect(filtersToSearch({ ...DEFAULT_FILTERS, sort: 'date', order: 'asc' }).toString()).toBe('sort=date&order=asc');
    expect(filtersToSearch({ ...DEFAULT_FILTERS, sort: 'description', order: 'desc' }).toString()).toBe('sort=description&order=desc');
  });

  it('keeps the search as typed (its spaces), but not a search of spaces only', () => {
    expect(filtersToSearch({ ...DEFAULT_FILTERS, q: 'coffee ' }).get('q')).toBe('coffee ');
    expect(filtersToSearch({ ...DEFAULT_FILTERS, q: '   ' }).has('q')).toBe(false);
  });

  it('round-trips: URL -> filters -> URL', () => {
    const search = `q=rent&accountId=${ACCOUNT}&from=2024-12-01&to=2024-12-31&category=Housing&minAmount=100&maxAmount=2000&direction=out&sort=amount&order=desc`;
    expect(filtersToSearch(fromUrl(search)).toString()).toBe(search);
  });

  it('keeps keys that are not the ledger’s and replaces the old filters', () => {
    const base = new URLSearchParams('tab=2&q=old&category=Dining');
    expect(filtersToSearch({ ...DEFAULT_FILTERS, q: 'new' }, base).toString()).toBe('tab=2&q=new');
  });
});

describe('filters -> API query', () => {
  it('sends the valid filters, the amounts as plain dollars, and the sort', () => {
    expect(
      apiFilters({ ...DEFAULT_FILTERS, q: '  coffee ', accountId: ACCOUNT, from: '2025-01-01', category: 'Dining', direction: 'out', minAmount: '$1,200.5', maxAmount: '' }),
    ).toEqual({ q: 'coffee', accountId: ACCOUNT, from: '2025-01-01', category: 'Dining', direction: 'out', minAmount: '1200.5', sort: 'date', order: 'desc' });
  });

  it('leaves out what the server would refuse: a malformed account id, an impossible date, an amount that is not one', () => {
    expect(apiFilters({ ...DEFAULT_FILTERS, accountId: 'abc', from: '2025-02-30x', minAmount: 'ten' })).toEqual({ sort: 'date', order: 'desc' });
  });

  it('leaves out a maximum below the minimum and an end date before the start, and says why', () => {
    const filters = { ...DEFAULT_FILTERS, minAmount: '50', maxAmount: '20', from: '2025-03-01', to: '2025-02-01' };
    expect(filterProblems(filters)).toEqual({ maxAmount: 'The maximum is less than the minimum', to: 'This date is before the start date' });
    expect(apiFilters(filters)).toEqual({ minAmount: '50', from: '2025-03-01', sort: 'date', order: 'desc' });
  });
});

describe('normaliseAmount', () => {
  it.each([
    ['12.50', '12.50'],
    ['$1,200', '1200'],
    ['1,234,567.89', '1234567.89'],
    ['12,5', '12.5'],
    [' 40 ', '40'],
    ['-7.25', '7.25'],
    ['€3', '3'],
  ])('reads %j as %j', (typed, sent) => expect(normaliseAmount(typed)).toBe(sent));

  it.each(['', 'ten', '1.234', '12.', '1,2,3', '1e3'])('refuses %j', (typed) => expect(normaliseAmount(typed)).toBeNull());
});

describe('what counts as filtered', () => {
  it('counts the narrowing filters, not the search or the sort', () => {
    expect(activeFilterCount({ ...DEFAULT_FILTERS, q: 'x', sort: 'amount', accountId: ACCOUNT, minAmount: '3' })).toBe(2);
  });
  it('treats a search as filtered (0 rows then means no match) but not a sort', () => {
    expect(isFiltered({ ...DEFAULT_FILTERS, q: 'x' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'amount', order: 'asc' })).toBe(false);
  });
});
