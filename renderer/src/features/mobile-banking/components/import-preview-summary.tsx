import { ArrowDownLeft, ArrowUpRight, FileText, TriangleAlert } from 'lucide-react';
import type { BankAccount, ImportPreview } from '../../../../../shared/contracts/banking';
import { Select } from '@/components/ui/select';
import { FormField } from '@/components/ui/form-field';
import { formatLongDate, formatMoney } from '../lib/money';
import { NEW_ACCOUNT_VALUE, previewVerdict } from '../lib/import-flow';
import { COMMON_CURRENCIES } from '@/lib/currencies';

export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * What the preview found (docs/product.md "Imports"): how many rows are new and how many the account
 * already has, the money in and out in the file's currency, and what the file says about its account.
 */
export function ImportPreviewSummary({ preview }: { preview: ImportPreview }) {
  const verdict = previewVerdict(preview);
  const { fileAccount } = preview;
  const fileFacts = [fileAccount.name, fileAccount.accountNumber].filter(Boolean).join(' ');
  const balance =
    fileAccount.balance !== null
      ? `balance ${formatMoney(fileAccount.balance, preview.currency)}${fileAccount.balanceAsOf ? ` as of ${formatLongDate(fileAccount.balanceAsOf)}` : ''}`
      : null;
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="import-summary">
      <p className="font-semibold text-white" data-testid="import-new-count" data-new={preview.newRows} data-duplicates={preview.duplicateRows}>
        {verdict === 'unreadable'
          ? 'No transactions could be read from this file'
          : verdict === 'nothing-new'
            ? 'Nothing new: every row of this file is already imported'
            : `${plural(preview.newRows, 'new transaction', 'new transactions')}, ${preview.duplicateRows.toLocaleString('en-US')} already imported`}
      </p>
      {verdict !== 'unreadable' ? (
        <p className="text-xs text-slate-400" data-testid="import-total-rows">
          {plural(preview.totalRows, 'transaction', 'transactions')} in this file
          {preview.totalRows > preview.sample.length && preview.sample.length > 0 ? `; the first ${preview.sample.length} are shown` : ''}.
        </p>
      ) : null}
      {verdict !== 'unreadable' ? (
        <dl className="grid grid-cols-2 gap-2" data-testid="import-money" data-currency={preview.currency}>
          <div className="rounded-lg border border-white/10 bg-navy-950/60 px-3 py-2">
            <dt className="flex items-center gap-1 text-xs text-slate-400">
              <ArrowDownLeft aria-hidden="true" className="size-3.5 text-emerald-300" />
              Money in
            </dt>
            <dd className="font-semibold text-emerald-300 tabular-nums" data-testid="import-money-in">
              {formatMoney(preview.moneyIn, preview.currency)}
            </dd>
          </div>
          <div className="rounded-lg border border-white/10 bg-navy-950/60 px-3 py-2">
            <dt className="flex items-center gap-1 text-xs text-slate-400">
              <ArrowUpRight aria-hidden="true" className="size-3.5" />
              Money out
            </dt>
            <dd className="font-semibold text-slate-100 tabular-nums" data-testid="import-money-out">
              {formatMoney(preview.moneyOut, preview.currency)}
            </dd>
          </div>
        </dl>
      ) : null}
      {fileFacts || balance ? (
        <p className="flex items-start gap-1.5 text-xs text-slate-300" data-testid="import-file-account">
          <FileText aria-hidden="true" className="mt-px size-3.5 shrink-0 text-gold-300" />
          <span>
            The file says: {[fileFacts || null, balance].filter(Boolean).join(', ')}.
          </span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The warnings (a card statement whose charges look like deposits...) and the "Flip signs" switch:
 * always offered, since a sign mistake can hide in any format; the table and totals follow it.
 */
export function ImportSignsControl({ warnings, invert, disabled, onChange }: { warnings: string[]; invert: boolean; disabled: boolean; onChange: (invert: boolean) => void }) {
  const flip = (
    <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-200">
      <input
        type="checkbox"
        checked={invert}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 accent-gold-400"
        data-testid="import-flip-signs"
      />
      <span>
        Flip signs
        <span className="block text-xs text-slate-400">Money in becomes money out and back, for every row of this file.</span>
      </span>
    </label>
  );
  if (warnings.length === 0) return flip;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-400/30 bg-amber-400/5 p-3" data-testid="import-warnings">
      <ul className="flex flex-col gap-1.5 text-sm text-amber-100">
        {warnings.map((warning) => (
          <li key={warning} className="flex items-start gap-1.5" data-testid="import-warning">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
            {warning}
          </li>
        ))}
      </ul>
      {flip}
    </div>
  );
}

interface ImportTargetSelectProps {
  /** Every account the select offers (see targetChoices). */
  accounts: BankAccount[];
  value: string;
  /** The account the server recognised the file as (null: none), to say so under the select. */
  recognisedId: string | null;
  userChose: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** Which account the rows go into: "New account" or one of the open accounts, preselected with the recognised one. */
export function ImportTargetSelect({ accounts, value, recognisedId, userChose, disabled, onChange }: ImportTargetSelectProps) {
  const recognised = recognisedId ? accounts.find((a) => a.id === recognisedId) : undefined;
  let hint = 'Rows this account already has are not imported twice.';
  if (value === NEW_ACCOUNT_VALUE) hint = 'A new account is made for this file.';
  else if (!userChose && recognised && value === recognised.id) hint = `Recognised as ${recognised.name}: rows it already has are not imported twice.`;
  return (
    <FormField label="Import into" hint={hint}>
      {(field) => (
        <Select {...field} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} data-testid="import-target-account">
          <option value={NEW_ACCOUNT_VALUE}>New account</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} {a.accountNumber}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

interface ImportCurrencyQuestionProps {
  /** The currency the preview shows: the user's answer, else the suggestion (the home currency). */
  value: string;
  /** True until the user answers: the file does not say its currency. */
  unanswered: boolean;
  disabled: boolean;
  onChange: (currency: string) => void;
}

/**
 * The file does not say its currency (ING España's export, a bare "Date, Payee, Amount"): the sheet
 * asks rather than silently taking the home currency. The answer is sent with the preview and the import.
 */
export function ImportCurrencyQuestion({ value, unanswered, disabled, onChange }: ImportCurrencyQuestionProps) {
  const codes = COMMON_CURRENCIES.includes(value as (typeof COMMON_CURRENCIES)[number]) ? [...COMMON_CURRENCIES] : [value, ...COMMON_CURRENCIES];
  return (
    <FormField
      label="Which currency is this file in?"
      hint={unanswered ? `The file does not say. ${value} is your home currency: change it if the bank's is another.` : 'The rows are imported in this currency.'}
    >
      {(field) => (
        <Select {...field} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} data-testid="import-currency">
          {codes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
