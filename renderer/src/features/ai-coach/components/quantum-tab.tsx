import { useQueryClient } from '@tanstack/react-query';
import { Landmark, LoaderCircle, Sigma, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PORTFOLIO_MAX_ITEMS, type QuantumReply } from '../../../../../shared/contracts/coach';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { freshBankAccountsQuery } from '@/api/bank-accounts';
import { useQuantumPredictions } from '../api/run-quantum-predictions';
import { HOLDING_NAME_MAX } from '../lib/contract-limits';
import { holdingsFromAccounts, holdingValueText, validatePortfolio, type HoldingErrors, type HoldingRow } from '../lib/portfolio-form';
import { AddRowButton, focusField, FormIntro, ResultsRegion, RunControls } from './coach-panels';
import { QuantumResults, QuantumResultsPlaceholder } from './quantum-results';

let nextRowKey = 0;
const newRow = (name = '', value = ''): HoldingRow => ({ key: `holding-${nextRowKey++}`, name, value });

type AccountsNote = { tone: 'info' | 'error'; text: string } | null;

/**
 * Quantum Predictions (docs/product.md "AI coach"): the name stays, the method
 * is a seeded Monte Carlo simulation on the server, and the tab says it is a simulation, not a forecast.
 */
export function QuantumTab({ userId }: { userId: string | undefined }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<HoldingRow[]>(() => [newRow()]);
  const [rowErrors, setRowErrors] = useState<HoldingErrors[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<QuantumReply | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingAccounts, setLoadingAccounts] = useState(false);
  const [accountsNote, setAccountsNote] = useState<AccountsNote>(null);

  const simulate = useQuantumPredictions({
    onSuccess: (reply) => {
      setResult(reply);
      setFailed(false);
    },
    onError: (error) => {
      console.error('The simulation could not run', error);
      setFailed(true);
    },
  });

  function update(index: number, patch: Partial<Pick<HoldingRow, 'name' | 'value'>>) {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setRowErrors((current) => current.map((errors, i) => (i === index ? { ...errors, ...clearedBy(patch) } : errors)));
  }

  function remove(index: number) {
    setRows((current) => (current.length > 1 ? current.filter((_, i) => i !== index) : current));
    setRowErrors((current) => current.filter((_, i) => i !== index));
    // The row's buttons disappear with it; keep the keyboard user in the form.
    requestAnimationFrame(() => focusField(`holding-${Math.max(0, index - 1)}-name`));
  }

  function add() {
    if (rows.length >= PORTFOLIO_MAX_ITEMS) return;
    const index = rows.length;
    setRows((current) => [...current, newRow()]);
    setFormError(null);
    requestAnimationFrame(() => focusField(`holding-${index}-name`));
  }

  async function fillFromAccounts() {
    if (!userId || loadingAccounts) return;
    setLoadingAccounts(true);
    setAccountsNote(null);
    try {
      const holdings = holdingsFromAccounts(await queryClient.fetchQuery(freshBankAccountsQuery(userId)));
      if (holdings.length === 0) {
        setAccountsNote({ tone: 'info', text: 'No savings or investment account with a balance was found. Type your holdings instead.' });
      } else {
        setRows(holdings.map((h) => newRow(h.name, holdingValueText(h.value))));
        setRowErrors([]);
        setFormError(null);
        setAccountsNote({
          tone: 'info',
          text: `Filled from ${holdings.length} of your savings and investment ${holdings.length === 1 ? 'account' : 'accounts'}. Edit them as you like.`,
        });
      }
    } catch (error) {
      console.error('Bank accounts could not be loaded', error);
      setAccountsNote({ tone: 'error', text: 'Your accounts could not be loaded. Try again, or type your holdings.' });
    } finally {
      setLoadingAccounts(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!userId || simulate.isPending) return;
    const checked = validatePortfolio(rows);
    if (!checked.ok) {
      setRowErrors(checked.rowErrors);
      setFormError(checked.formError);
      const first = checked.rowErrors.findIndex((e) => e.name || e.value);
      const field = first >= 0 ? (checked.rowErrors[first]!.name ? 'name' : 'value') : 'name';
      focusField(`holding-${Math.max(0, first)}-${field}`);
      return;
    }
    setRowErrors([]);
    setFormError(null);
    simulate.mutate({ userId, portfolio: checked.portfolio });
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-lg border border-sky-400/30 bg-sky-400/5 p-3 text-sm text-sky-100" data-testid="quantum-disclaimer">
        &ldquo;Quantum&rdquo; is only a name. Underneath is a Monte Carlo simulation: thousands of possible years drawn from
        return and volatility assumptions for each kind of asset. It is a simulation, not a forecast, and not investment advice.
      </p>
      <div className="grid items-start gap-6 lg:grid-cols-[26rem_minmax(0,1fr)]">
        <Card className="p-5 sm:p-6">
          <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="portfolio-heading">
            <FormIntro id="portfolio-heading" title="Your portfolio">
              One row per holding: a name the simulation can read (e.g. &ldquo;S&amp;P 500 index fund&rdquo;, &ldquo;Bitcoin&rdquo;,
              &ldquo;Treasury bonds&rdquo;) and its value in dollars.
            </FormIntro>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void fillFromAccounts()}
              disabled={!userId || loadingAccounts}
              className="self-start"
              data-testid="use-my-accounts"
            >
              {loadingAccounts ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Landmark aria-hidden="true" className="size-4" />}
              {loadingAccounts ? 'Loading accounts...' : 'Use my accounts'}
            </Button>
            <p
              aria-live="polite"
              className={accountsNote ? (accountsNote.tone === 'error' ? 'text-sm text-red-300' : 'text-sm text-sky-200') : 'sr-only'}
              data-testid="accounts-note"
            >
              {accountsNote?.text}
            </p>
            <ol className="flex flex-col gap-4" data-testid="holding-rows">
              {rows.map((row, i) => (
                <li key={row.key} className="flex flex-col gap-3 rounded-lg border border-white/10 bg-navy-950/40 p-3" data-testid="holding-row">
                  <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
                    <FormField label={`Holding ${i + 1} name`} error={rowErrors[i]?.name} errorTestId="holding-name-error">
                      {(control) => (
                        <Input
                          {...control}
                          data-field={`holding-${i}-name`}
                          autoComplete="off"
                          maxLength={HOLDING_NAME_MAX}
                          value={row.name}
                          onChange={(e) => update(i, { name: e.target.value })}
                          data-testid="holding-name"
                        />
                      )}
                    </FormField>
                    <FormField label="Value (USD)" error={rowErrors[i]?.value} errorTestId="holding-value-error">
                      {(control) => (
                        <Input
                          {...control}
                          data-field={`holding-${i}-value`}
                          inputMode="decimal"
                          autoComplete="off"
                          value={row.value}
                          onChange={(e) => update(i, { value: e.target.value })}
                          data-testid="holding-value"
                        />
                      )}
                    </FormField>
                  </div>
                  {rows.length > 1 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="self-end"
                      onClick={() => remove(i)}
                      aria-label={`Remove holding ${i + 1}${row.name.trim() ? ` (${row.name.trim()})` : ''}`}
                      data-testid="remove-holding"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove
                    </Button>
                  ) : null}
                </li>
              ))}
            </ol>
            {formError ? (
              <p role="alert" className="text-sm text-red-300" data-testid="portfolio-error">
                {formError}
              </p>
            ) : null}
            <AddRowButton label="Add holding" onAdd={add} count={rows.length} max={PORTFOLIO_MAX_ITEMS} unit="holdings" testId="add-holding" />
            <RunControls
              pending={simulate.isPending}
              disabled={!userId}
              icon={Sigma}
              label="Run simulation"
              pendingLabel="Simulating..."
              testId="run-quantum"
              failed={failed}
              failedTestId="quantum-failed"
              failedText="The simulation could not run just now. Your portfolio is still here: try again."
            />
          </form>
        </Card>
        <ResultsRegion id="quantum-results-heading" heading="Simulation results" pending={simulate.isPending}>
          {result ? <QuantumResults result={result} /> : <QuantumResultsPlaceholder pending={simulate.isPending} />}
        </ResultsRegion>
      </div>
    </div>
  );
}

/** Typing in a field clears that field's message. */
function clearedBy(patch: Partial<Pick<HoldingRow, 'name' | 'value'>>): HoldingErrors {
  const cleared: HoldingErrors = {};
  if ('name' in patch) cleared.name = undefined;
  if ('value' in patch) cleared.value = undefined;
  return cleared;
}
