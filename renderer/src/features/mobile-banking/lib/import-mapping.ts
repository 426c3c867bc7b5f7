import type { CsvMapping } from '../../../../../shared/contracts/banking';

/** The CSV column mapping as the preview's form holds it ('' = not mapped). */
export interface MappingDraft {
  date: string;
  description: string;
  /** One signed amount column, or separate debit (money out) and credit (money in) columns. */
  amountMode: 'signed' | 'split';
  amount: string;
  debit: string;
  credit: string;
  category: string;
  id: string;
  /** A running-balance column and a per-row currency column ('' = none). */
  balance: string;
  currency: string;
  outflowIsNegative: boolean;
}

export const EMPTY_DRAFT: MappingDraft = {
  date: '',
  description: '',
  amountMode: 'signed',
  amount: '',
  debit: '',
  credit: '',
  category: '',
  id: '',
  balance: '',
  currency: '',
  outflowIsNegative: true,
};

/** The form's starting point: the server's detected mapping, or nothing mapped. */
export function draftFromMapping(mapping: CsvMapping | null): MappingDraft {
  if (!mapping) return EMPTY_DRAFT;
  const split = mapping.amount === undefined && (mapping.debit !== undefined || mapping.credit !== undefined);
  return {
    date: mapping.date,
    description: mapping.description,
    amountMode: split ? 'split' : 'signed',
    amount: mapping.amount ?? '',
    debit: mapping.debit ?? '',
    credit: mapping.credit ?? '',
    category: mapping.category ?? '',
    id: mapping.id ?? '',
    balance: mapping.balance ?? '',
    currency: mapping.currency ?? '',
    outflowIsNegative: mapping.outflowIsNegative,
  };
}

export type MappingCheck = { ok: true; mapping: CsvMapping } | { ok: false; error: string };

/** The mapping to send, or what is still missing (the same rules as csvMappingSchema). */
export function mappingFromDraft(draft: MappingDraft): MappingCheck {
  if (draft.date === '') return { ok: false, error: 'Choose the date column.' };
  if (draft.description === '') return { ok: false, error: 'Choose the description column.' };
  const optional = (value: string) => (value === '' ? undefined : value);
  const base = {
    date: draft.date,
    description: draft.description,
    category: optional(draft.category),
    id: optional(draft.id),
    balance: optional(draft.balance),
    currency: optional(draft.currency),
  };
  if (draft.amountMode === 'signed') {
    if (draft.amount === '') return { ok: false, error: 'Choose the amount column.' };
    return { ok: true, mapping: strip({ ...base, amount: draft.amount, outflowIsNegative: draft.outflowIsNegative }) };
  }
  if (draft.debit === '' && draft.credit === '') return { ok: false, error: 'Choose the debit column, the credit column, or both.' };
  if (draft.debit !== '' && draft.debit === draft.credit) return { ok: false, error: 'Debit and credit must be different columns.' };
  return {
    ok: true,
    // outflowIsNegative only matters for one signed column; the contract still wants a value.
    mapping: strip({ ...base, debit: optional(draft.debit), credit: optional(draft.credit), outflowIsNegative: true }),
  };
}

/** Drops undefined keys, so the JSON sent (and compared) has only the mapped fields. */
function strip(mapping: CsvMapping): CsvMapping {
  return Object.fromEntries(Object.entries(mapping).filter(([, v]) => v !== undefined)) as CsvMapping;
}

const FIELDS = ['date', 'description', 'amount', 'debit', 'credit', 'category', 'id', 'balance', 'currency', 'outflowIsNegative'] as const;

/** Whether two mappings would read the file the same way. */
export function sameMapping(a: CsvMapping | null, b: CsvMapping | null): boolean {
  if (a === null || b === null) return a === b;
  const usesSigned = a.amount !== undefined || b.amount !== undefined;
  return FIELDS.every((field) => (field === 'outflowIsNegative' && !usesSigned) || (a[field] ?? null) === (b[field] ?? null));
}
