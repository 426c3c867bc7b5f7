import { CircleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_CATEGORY_NAME, MAX_DESCRIPTION, MAX_NOTES, MAX_RULE_TEXT, type Category, type LedgerTransaction, type TransactionUpdate } from '../../../../../shared/contracts/ledger';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { fieldClassName, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { createRule, updateTransaction } from '../api/ledger';
import { formatLedgerAmount, formatLedgerDate } from '../lib/ledger-format';
import { recategorisedToast, ruleAddedToast, savedToast } from '../messages';

/** The category select's value for "New category…" (never a category name: names are trimmed text). */
const NEW_CATEGORY = '\u0000new';

interface EditTransactionDialogProps {
  tx: LedgerTransaction | null;
  categories: readonly Category[];
  onClose: () => void;
}

/** Edit the description, category and notes of one transaction; the dialog is remounted per transaction. */
export function EditTransactionDialog({ tx, categories, onClose }: EditTransactionDialogProps) {
  const formId = useId();
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={tx !== null}
      onClose={onClose}
      title="Edit transaction"
      description={tx ? `${formatLedgerDate(tx.date)} · ${tx.accountName ?? 'No account'} · ${formatLedgerAmount(tx)}` : undefined}
      headerExtra={tx?.source === 'demo' ? <Badge variant="demo">Sample</Badge> : null}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
      data-testid="ledger-edit-dialog"
    >
      {tx ? <EditForm key={tx.id} formId={formId} tx={tx} categories={categories} onDone={onClose} saving={saving} setSaving={setSaving} /> : null}
    </Dialog>
  );
}

interface EditFormProps {
  formId: string;
  tx: LedgerTransaction;
  categories: readonly Category[];
  onDone: () => void;
  /** Held by the dialog, whose footer holds the Save button. */
  saving: boolean;
  setSaving: (saving: boolean) => void;
}

function EditForm({ formId, tx, categories, onDone, saving, setSaving }: EditFormProps) {
  const queryClient = useQueryClient();
  const [description, setDescription] = useState(tx.description);
  const [category, setCategory] = useState(tx.category ?? '');
  const [newCategory, setNewCategory] = useState('');
  const [notes, setNotes] = useState(tx.notes ?? '');
  const [makeRule, setMakeRule] = useState(false);
  const [ruleText, setRuleText] = useState(tx.description.slice(0, MAX_RULE_TEXT));
  const [applyExisting, setApplyExisting] = useState(false);
  const [errors, setErrors] = useState<{ description?: string; newCategory?: string; ruleText?: string; form?: string }>({});

  const names = categories.map((c) => c.name);
  if (tx.category && !names.includes(tx.category)) names.unshift(tx.category);
  const chosen = category === NEW_CATEGORY ? newCategory.trim() : category;
  // Offered once the category changes to one: "always categorise payees like this one".
  const offerRule = chosen !== '' && chosen !== (tx.category ?? '');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found: typeof errors = {};
    if (!description.trim()) found.description = 'The description cannot be empty';
    if (category === NEW_CATEGORY && !newCategory.trim()) found.newCategory = 'Give the new category a name';
    if (offerRule && makeRule && ruleText.trim().length < 2) found.ruleText = 'Type at least 2 characters of the payee';
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setSaving(true);
    try {
      // A new name needs no request of its own: the server files a category it does not know under
      // a new one, and one it knows in any case ("dining") under its stored spelling.
      let categoryName = chosen;
      const changes: TransactionUpdate = {};
      if (description.trim() !== tx.description) changes.description = description.trim();
      if (categoryName !== (tx.category ?? '')) changes.category = categoryName || null;
      if (notes.trim() !== (tx.notes ?? '')) changes.notes = notes.trim() || null;
      if (Object.keys(changes).length > 0) {
        try {
          const updated = await updateTransaction(queryClient, tx.id, changes);
          categoryName = updated.category ?? categoryName;
        } catch (error) {
          setErrors({ form: errorText(error) });
          return;
        }
      }
      if (offerRule && makeRule) {
        try {
          const applied = await createRule(queryClient, { matchText: ruleText.trim(), category: categoryName, applyToExisting: applyExisting });
          toast(applyExisting ? recategorisedToast(applied) : ruleAddedToast(ruleText.trim(), categoryName));
        } catch (error) {
          // The transaction is saved; only the rule is missing, and the form says so.
          setErrors({ ruleText: errorText(error) });
          return;
        }
      } else if (Object.keys(changes).length > 0) {
        toast(savedToast);
      }
      onDone();
    } finally {
      setSaving(false);
    }
  }

  return (
    <form id={formId} onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" noValidate aria-busy={saving ? 'true' : undefined}>
      <FormField label="Description" error={errors.description}>
        {(control) => (
          <Input {...control} value={description} maxLength={MAX_DESCRIPTION} onChange={(e) => setDescription(e.target.value)} data-autofocus />
        )}
      </FormField>
      <FormField label="Category">
        {(control) => (
          <Select {...control} value={category} onChange={(e) => setCategory(e.target.value)} data-testid="ledger-edit-category">
            <option value="">Uncategorised</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={NEW_CATEGORY}>New category…</option>
          </Select>
        )}
      </FormField>
      {category === NEW_CATEGORY ? (
        <FormField label="New category name" error={errors.newCategory}>
          {(control) => <Input {...control} value={newCategory} maxLength={MAX_CATEGORY_NAME} onChange={(e) => setNewCategory(e.target.value)} />}
        </FormField>
      ) : null}
      <FormField label="Notes">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={notes}
            maxLength={MAX_NOTES}
            onChange={(e) => setNotes(e.target.value)}
            className={cn(fieldClassName, 'h-auto py-2')}
          />
        )}
      </FormField>
      {offerRule ? (
        <div className="flex flex-col gap-3 rounded-lg border border-gold-400/25 bg-gold-400/5 p-3">
          <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-100">
            <input type="checkbox" checked={makeRule} onChange={(e) => setMakeRule(e.target.checked)} className="mt-0.5 size-4 accent-gold-400" />
            <span>
              Always categorise payees containing “{ruleText.trim() || tx.description}” as {chosen}
            </span>
          </label>
          {makeRule ? (
            <>
              <FormField label="Payee contains" hint="Shorten it to the part every charge of this payee shares." error={errors.ruleText}>
                {(control) => <Input {...control} value={ruleText} maxLength={MAX_RULE_TEXT} onChange={(e) => setRuleText(e.target.value)} />}
              </FormField>
              <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-200">
                <input
                  type="checkbox"
                  checked={applyExisting}
                  onChange={(e) => setApplyExisting(e.target.checked)}
                  className="mt-0.5 size-4 accent-gold-400"
                />
                Also apply to existing transactions
              </label>
            </>
          ) : null}
        </div>
      ) : null}
      {errors.form ? (
        <p role="alert" className="flex items-start gap-1.5 text-sm text-red-300" data-testid="ledger-edit-error">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
