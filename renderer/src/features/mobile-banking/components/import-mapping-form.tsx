import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import type { MappingDraft } from '../lib/import-mapping';

interface ImportMappingFormProps {
  columns: string[];
  draft: MappingDraft;
  onChange: (draft: MappingDraft) => void;
}

/** Which CSV column holds what: detected by the server, adjustable here. */
export function ImportMappingForm({ columns, draft, onChange }: ImportMappingFormProps) {
  const modeName = useId();
  const set = <K extends keyof MappingDraft>(key: K, value: MappingDraft[K]) => onChange({ ...draft, [key]: value });

  const columnSelect = (key: 'date' | 'description' | 'amount' | 'debit' | 'credit' | 'category' | 'id' | 'balance' | 'currency', label: string, required: boolean) => (
    <FormField label={label} key={key}>
      {(field) => (
        <Select {...field} value={draft[key]} onChange={(e) => set(key, e.target.value)} data-testid={`mapping-${key}`}>
          <option value="" disabled={required}>
            {required ? 'Choose a column' : 'Not in this file'}
          </option>
          {columns.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );

  return (
    <div className="flex flex-col gap-4" data-testid="import-mapping">
      <div className="grid gap-4 sm:grid-cols-2">
        {columnSelect('date', 'Date', true)}
        {columnSelect('description', 'Description', true)}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-200">Amounts</legend>
        {(
          [
            ['signed', 'One amount column'],
            ['split', 'Separate debit and credit columns'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex cursor-pointer items-center gap-2 text-sm text-slate-200">
            <input
              type="radio"
              name={modeName}
              value={value}
              checked={draft.amountMode === value}
              onChange={() => set('amountMode', value)}
              className="size-4 accent-gold-400"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {draft.amountMode === 'signed' ? (
        <>
          {columnSelect('amount', 'Amount', true)}
          <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-200">
            <input
              type="checkbox"
              checked={draft.outflowIsNegative}
              onChange={(e) => set('outflowIsNegative', e.target.checked)}
              className="mt-0.5 size-4 accent-gold-400"
              data-testid="mapping-outflow-negative"
            />
            <span>
              Money out is negative in this column
              <span className="block text-xs text-slate-400">Most banks; card exports often show charges as positive numbers.</span>
            </span>
          </label>
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {columnSelect('debit', 'Debit (money out)', false)}
          {columnSelect('credit', 'Credit (money in)', false)}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {columnSelect('category', 'Category (optional)', false)}
        {columnSelect('id', 'Transaction id (optional)', false)}
        {columnSelect('currency', 'Currency (optional)', false)}
        {columnSelect('balance', 'Running balance (optional)', false)}
      </div>
    </div>
  );
}
