import { CircleAlert, Pencil, Play, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_CATEGORY_NAME, MAX_RULE_TEXT, type Category, type CategoryRule } from '../../../../../shared/contracts/ledger';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/api-client';
import { applyRule, createCategory, createRule, deleteRule, renameCategory, useRules } from '../api/ledger';
import { actionFailedToast, recategorisedToast, ruleAddedToast } from '../messages';

interface CategoriesDialogProps {
  open: boolean;
  onClose: () => void;
  categories: readonly Category[] | undefined;
  categoriesError: unknown;
}

/**
 * The user's categories (with how many rows each holds; add, rename) and their rules
 * ("payee contains X → category"; add, apply now, delete). docs/product.md "Transactions".
 */
export function CategoriesDialog({ open, onClose, categories, categoriesError }: CategoriesDialogProps) {
  const rules = useRules(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Categories and rules"
      description="Rules categorise every later import, and the stored rows when you apply them."
      data-testid="ledger-categories-dialog"
    >
      <div className="flex flex-col gap-8">
        <CategoriesSection categories={categories} error={categoriesError} />
        <RulesSection rules={rules.data} error={rules.error} categories={categories ?? []} />
      </div>
    </Dialog>
  );
}

function InlineError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-1.5 text-sm text-red-300">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

function CategoriesSection({ categories, error }: { categories: readonly Category[] | undefined; error: unknown }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const inputId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem('Give the category a name');
      return;
    }
    setBusy(true);
    try {
      await createCategory(queryClient, name.trim());
      setName('');
      setProblem(null);
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-white">
        Categories
      </h3>
      {categories ? (
        <ul className="flex flex-col divide-y divide-white/5 rounded-lg border border-white/10" data-testid="ledger-categories">
          {categories.map((category) => (
            <CategoryItem key={category.id} category={category} />
          ))}
        </ul>
      ) : error ? (
        <InlineError>Could not load your categories: {errorText(error)}</InlineError>
      ) : (
        <Skeleton className="h-32 w-full" />
      )}
      <form onSubmit={(e) => void onAdd(e)} className="flex flex-col gap-2" noValidate>
        <Label htmlFor={inputId}>New category</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={name}
            maxLength={MAX_CATEGORY_NAME}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={problem ? true : undefined}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            Add
          </Button>
        </div>
        {problem ? <InlineError>{problem}</InlineError> : null}
      </form>
    </section>
  );
}

function CategoryItem({ category }: { category: Category }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const next = name.trim();
    if (!next) {
      setProblem('Give the category a name');
      return;
    }
    if (next === category.name) {
      setEditing(false);
      return;
    }
    setBusy(true);
    try {
      await renameCategory(queryClient, category.id, next);
      setEditing(false);
      setProblem(null);
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  if (editing) {
    return (
      <li className="p-3">
        <form onSubmit={(e) => void onSave(e)} className="flex flex-col gap-2" noValidate>
          <Label htmlFor={inputId}>Rename {category.name}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={inputId}
              value={name}
              maxLength={MAX_CATEGORY_NAME}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={problem ? true : undefined}
              className="min-w-40 flex-1"
              data-autofocus
              autoFocus
            />
            <Button type="submit" size="sm" className="h-11" disabled={busy}>
              Save
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="h-11"
              onClick={() => {
                setEditing(false);
                setName(category.name);
                setProblem(null);
              }}
            >
              Cancel
            </Button>
          </div>
          {problem ? <InlineError>{problem}</InlineError> : null}
        </form>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-3 px-3 py-2" data-testid="ledger-category">
      <span className="min-w-0 flex-1 truncate text-slate-100">{category.name}</span>
      <span className="text-sm text-slate-400 tabular-nums">
        {category.transactionCount.toLocaleString('en-US')} {category.transactionCount === 1 ? 'transaction' : 'transactions'}
      </span>
      <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Rename ${category.name}`}>
        <Pencil aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Rename</span>
      </Button>
    </li>
  );
}

function RulesSection({ rules, error, categories }: { rules: readonly CategoryRule[] | undefined; error: unknown; categories: readonly Category[] }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const matchId = useId();
  const categoryId = useId();
  const [matchText, setMatchText] = useState('');
  const [category, setCategory] = useState('');
  // Stored rows change only when asked (docs/product.md "Transactions": applied to the stored rows on request).
  const [applyExisting, setApplyExisting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const text = matchText.trim();
    if (text.length < 2) {
      setProblem('Type at least 2 characters of the payee');
      return;
    }
    if (!category) {
      setProblem('Choose the category');
      return;
    }
    setBusy('add');
    try {
      const applied = await createRule(queryClient, { matchText: text, category, applyToExisting: applyExisting });
      toast(applyExisting ? recategorisedToast(applied) : ruleAddedToast(text, category));
      setMatchText('');
      setProblem(null);
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(null);
    }
  }

  async function onApply(rule: CategoryRule) {
    setBusy(rule.id);
    try {
      toast(recategorisedToast(await applyRule(queryClient, rule.id), 'Rule applied'));
    } catch (e) {
      toast(actionFailedToast('Could not apply the rule', errorText(e)));
    } finally {
      setBusy(null);
    }
  }

  async function onDelete(rule: CategoryRule) {
    setBusy(rule.id);
    try {
      await deleteRule(queryClient, rule.id);
      toast({ title: 'Rule deleted', description: 'Rows it categorised keep their category.' });
    } catch (e) {
      toast(actionFailedToast('Could not delete the rule', errorText(e)));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-white">
        Rules
      </h3>
      {rules ? (
        rules.length > 0 ? (
          <ul className="flex flex-col divide-y divide-white/5 rounded-lg border border-white/10" data-testid="ledger-rules">
            {rules.map((rule) => (
              <li key={rule.id} className="flex flex-wrap items-center gap-2 px-3 py-2" data-testid="ledger-rule">
                <span className="min-w-0 flex-1 text-sm text-slate-100">
                  Payee contains “<span className="font-semibold">{rule.matchText}</span>” → {rule.category}
                </span>
                <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void onApply(rule)} aria-label={`Apply the rule “${rule.matchText}” to stored transactions`}>
                  <Play aria-hidden="true" className="size-4" />
                  Apply
                </Button>
                <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void onDelete(rule)} aria-label={`Delete the rule “${rule.matchText}”`}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-400">No rules yet. Add one below, or from a transaction after you change its category.</p>
        )
      ) : error ? (
        <InlineError>Could not load your rules: {errorText(error)}</InlineError>
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
      <form onSubmit={(e) => void onAdd(e)} className="flex flex-col gap-3 rounded-lg border border-white/10 p-3" noValidate aria-label="Add a rule">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={matchId}>Payee contains</Label>
            <Input id={matchId} value={matchText} maxLength={MAX_RULE_TEXT} onChange={(e) => setMatchText(e.target.value)} placeholder="e.g. STARBUCKS" />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={categoryId}>Category</Label>
            <Select id={categoryId} value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">Choose a category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.name}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-200">
          <input type="checkbox" checked={applyExisting} onChange={(e) => setApplyExisting(e.target.checked)} className="mt-0.5 size-4 accent-gold-400" />
          Also apply to existing transactions
        </label>
        {problem ? <InlineError>{problem}</InlineError> : null}
        <Button type="submit" variant="secondary" disabled={busy !== null} className="self-start">
          Add rule
        </Button>
      </form>
    </section>
  );
}
