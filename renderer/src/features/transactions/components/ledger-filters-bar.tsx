import { ChevronDown, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { BankAccount } from '../../../../../shared/contracts/banking';
import type { Category } from '../../../../../shared/contracts/ledger';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { activeFilterCount, filterProblems, SORT_CHOICES, UNCATEGORISED, type LedgerFilters } from '../lib/ledger-filters';

/** How long the search waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

interface LedgerFiltersBarProps {
  filters: LedgerFilters;
  onChange: (changes: Partial<LedgerFilters>) => void;
  onClear: () => void;
  accounts: readonly BankAccount[];
  categories: readonly Category[];
}

/**
 * The search box, always in view, and the filters: side by side on a wide screen, behind a
 * "Filters" disclosure on a phone.
 */
export function LedgerFiltersBar({ filters, onChange, onClear, accounts, categories }: LedgerFiltersBarProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const problems = filterProblems(filters);
  const canClear = count > 0 || filters.q.trim() !== '';

  // A category filter from a link may name a category the list does not hold (yet): keep it selectable.
  const categoryNames = categories.map((c) => c.name);
  if (filters.category && filters.category !== UNCATEGORISED && !categoryNames.includes(filters.category)) categoryNames.push(filters.category);
  const accountKnown = !filters.accountId || accounts.some((a) => a.id === filters.accountId);

  return (
    <section aria-label="Search and filters" className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SearchBox value={filters.q} onSearch={(q) => onChange({ q })} />
        <div className="flex gap-2">
          <Button
            variant="secondary"
            className="flex-1 sm:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
          >
            Filters{count > 0 ? ` (${count})` : ''}
            <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
          </Button>
          <Button variant="ghost" onClick={onClear} disabled={!canClear} className="flex-1 sm:flex-none">
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        </div>
      </div>
      <div id={panelId} className={cn('grid-cols-1 gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4', open ? 'grid' : 'hidden')}>
        <Field label="Account">
          {(id) => (
            <Select id={id} value={filters.accountId} onChange={(e) => onChange({ accountId: e.target.value })}>
              <option value="">All accounts</option>
              {!accountKnown ? <option value={filters.accountId}>This account</option> : null}
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                  {a.closed ? ' (closed)' : ''}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Category">
          {(id) => (
            <Select id={id} value={filters.category} onChange={(e) => onChange({ category: e.target.value })}>
              <option value="">All categories</option>
              <option value={UNCATEGORISED}>Uncategorised</option>
              {categoryNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Money in or out">
          {(id) => (
            <Select id={id} value={filters.direction} onChange={(e) => onChange({ direction: e.target.value as LedgerFilters['direction'] })}>
              <option value="">Money in and out</option>
              <option value="in">Money in only</option>
              <option value="out">Money out only</option>
            </Select>
          )}
        </Field>
        <Field label="Sort">
          {(id) => (
            <Select
              id={id}
              value={`${filters.sort}:${filters.order}`}
              onChange={(e) => {
                const [sort, order] = e.target.value.split(':') as [LedgerFilters['sort'], LedgerFilters['order']];
                onChange({ sort, order });
              }}
            >
              {SORT_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="From date">
          {(id) => <Input id={id} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />}
        </Field>
        <Field label="To date" error={problems.to}>
          {(id, describedBy) => (
            <Input
              id={id}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              aria-invalid={problems.to ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ to: e.target.value })}
            />
          )}
        </Field>
        <AmountField label="Smallest amount" value={filters.minAmount} error={problems.minAmount} onCommit={(minAmount) => onChange({ minAmount })} />
        <AmountField label="Largest amount" value={filters.maxAmount} error={problems.maxAmount} onCommit={(maxAmount) => onChange({ maxAmount })} />
      </div>
    </section>
  );
}

function Field({ label, error, children }: { label: string; error?: string; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(id, error ? errorId : undefined)}
      {error ? (
        <p id={errorId} className="text-xs text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The search box: what is typed shows at once, the URL (and so the server) follows SEARCH_DEBOUNCE_MS later. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  // The URL changed from elsewhere (Clear filters, the back button): show what it says.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onSearchRef.current(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="flex flex-1 flex-col gap-1.5">
      <Label htmlFor={id}>Search</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Description, notes or an amount such as 12.99"
          maxLength={200}
          autoComplete="off"
          className="pl-9"
          data-testid="ledger-search"
        />
      </div>
    </div>
  );
}

/**
 * An amount filter: applies as you type, like the search (the URL, and so the server, follows
 * SEARCH_DEBOUNCE_MS after the last key); leaving the field or Enter applies it at once.
 */
function AmountField({ label, value, error, onCommit }: { label: string; value: string; error?: string; onCommit: (value: string) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const onCommitRef = useRef(onCommit);
  useEffect(() => {
    onCommitRef.current = onCommit;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onCommitRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);
  const commit = () => {
    if (text.trim() !== value) onCommit(text.trim());
  };
  return (
    <Field label={label} error={error}>
      {(id, describedBy) => (
        <Input
          id={id}
          inputMode="decimal"
          value={text}
          placeholder="0.00"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
      )}
    </Field>
  );
}
