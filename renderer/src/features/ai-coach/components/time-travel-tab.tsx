import { Hourglass, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TIMELINE_MAX_AGE, TIMELINE_MAX_DECISIONS, TIMELINE_MIN_AGE, type TimelineReply } from '../../../../../shared/contracts/coach';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTimelineSimulation } from '../api/run-timeline-simulation';
import { DECISION_TEXT_MAX } from '../lib/contract-limits';
import {
  DECISION_KIND_LABELS,
  DECISION_KINDS,
  firstTimelineError,
  INITIAL_TARGET_AGE_TEXT,
  validateTimelineForm,
  type DecisionKind,
  type DecisionRow,
  type TimelineErrors,
} from '../lib/timeline-form';
import { AddRowButton, focusField, FormIntro, ResultsRegion, RunControls } from './coach-panels';
import { TimelineResults, TimelineResultsPlaceholder } from './timeline-results';

let nextRowKey = 0;
const newDecision = (): DecisionRow => ({ key: `decision-${nextRowKey++}`, age: '', decision: '', amount: '', kind: 'cost' });

const NO_ERRORS: TimelineErrors = { decisions: [] };

function isDecisionKind(value: string): value is DecisionKind {
  return (DECISION_KINDS as readonly string[]).includes(value);
}

/**
 * Time Travel (docs/product.md "AI coach"): net worth projected year by year to
 * a chosen age from the user's own numbers and the decisions given here. The assumptions are shown.
 */
export function TimeTravelTab({ userId }: { userId: string | undefined }) {
  const [currentAge, setCurrentAge] = useState('');
  const [targetAge, setTargetAge] = useState(INITIAL_TARGET_AGE_TEXT);
  const [decisions, setDecisions] = useState<DecisionRow[]>([]);
  const [errors, setErrors] = useState<TimelineErrors>(NO_ERRORS);
  const [result, setResult] = useState<TimelineReply | null>(null);
  const [failed, setFailed] = useState(false);

  const simulate = useTimelineSimulation({
    onSuccess: (reply) => {
      setResult(reply);
      setFailed(false);
    },
    onError: (error) => {
      console.error('The timeline could not be projected', error);
      setFailed(true);
    },
  });

  function updateDecision(index: number, patch: Partial<Omit<DecisionRow, 'key'>>) {
    setDecisions((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors((current) => ({
      ...current,
      decisions: current.decisions.map((e, i) =>
        i === index
          ? {
              ...e,
              ...('age' in patch ? { age: undefined } : {}),
              ...('decision' in patch ? { decision: undefined } : {}),
              ...('amount' in patch || 'kind' in patch ? { amount: undefined } : {}),
            }
          : e,
      ),
    }));
  }

  function addDecision() {
    if (decisions.length >= TIMELINE_MAX_DECISIONS) return;
    const index = decisions.length;
    setDecisions((current) => [...current, newDecision()]);
    requestAnimationFrame(() => focusField(`decision-${index}-age`));
  }

  function removeDecision(index: number) {
    setDecisions((current) => current.filter((_, i) => i !== index));
    setErrors((current) => ({ ...current, decisions: current.decisions.filter((_, i) => i !== index) }));
    requestAnimationFrame(() => focusField(index > 0 ? `decision-${index - 1}-age` : 'add-decision'));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!userId || simulate.isPending) return;
    const checked = validateTimelineForm({ currentAge, targetAge, decisions });
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = firstTimelineError(checked.errors);
      if (first) focusField(first);
      return;
    }
    setErrors(NO_ERRORS);
    simulate.mutate({ userId, ...checked.value });
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[28rem_minmax(0,1fr)]">
      <Card className="p-5 sm:p-6">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="time-travel-heading">
          <FormIntro id="time-travel-heading" title="Travel forward">
            Your net worth year by year to the age you choose, from your own income and savings, with the big decisions you plan
            along the way.
          </FormIntro>
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Current age" error={errors.currentAge} errorTestId="current-age-error">
              {(control) => (
                <Input
                  {...control}
                  data-field="current-age"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={`${TIMELINE_MIN_AGE}-${TIMELINE_MAX_AGE - 1}`}
                  value={currentAge}
                  onChange={(e) => {
                    setCurrentAge(e.target.value);
                    setErrors((current) => ({ ...current, currentAge: undefined }));
                  }}
                  data-testid="current-age"
                />
              )}
            </FormField>
            <FormField label="Target age" error={errors.targetAge} errorTestId="target-age-error">
              {(control) => (
                <Input
                  {...control}
                  data-field="target-age"
                  inputMode="numeric"
                  autoComplete="off"
                  value={targetAge}
                  onChange={(e) => {
                    setTargetAge(e.target.value);
                    setErrors((current) => ({ ...current, targetAge: undefined }));
                  }}
                  data-testid="target-age"
                />
              )}
            </FormField>
          </div>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-slate-200">Decisions along the way</legend>
            {decisions.length === 0 ? (
              <p className="text-sm text-slate-400" data-testid="no-decisions">
                None yet: the projection then follows your current savings. Add a purchase, a raise, a gap year...
              </p>
            ) : (
              <ol className="flex flex-col gap-3">
                {decisions.map((row, i) => {
                  const rowErrors = errors.decisions[i] ?? {};
                  return (
                    <li key={row.key} className="flex flex-col gap-3 rounded-lg border border-white/10 bg-navy-950/40 p-3" data-testid="decision-row">
                      <div className="grid grid-cols-[5rem_minmax(0,1fr)] gap-3">
                        <FormField label="Age" error={rowErrors.age} errorTestId="decision-age-error">
                          {(control) => (
                            <Input
                              {...control}
                              data-field={`decision-${i}-age`}
                              inputMode="numeric"
                              autoComplete="off"
                              value={row.age}
                              onChange={(e) => updateDecision(i, { age: e.target.value })}
                              data-testid="decision-age"
                            />
                          )}
                        </FormField>
                        <FormField label={`Decision ${i + 1}`} error={rowErrors.decision} errorTestId="decision-text-error">
                          {(control) => (
                            <Input
                              {...control}
                              data-field={`decision-${i}-text`}
                              autoComplete="off"
                              maxLength={DECISION_TEXT_MAX}
                              placeholder="Buy a house"
                              value={row.decision}
                              onChange={(e) => updateDecision(i, { decision: e.target.value })}
                              data-testid="decision-text"
                            />
                          )}
                        </FormField>
                      </div>
                      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
                        <FormField label="Amount (USD)" error={rowErrors.amount} errorTestId="decision-amount-error">
                          {(control) => (
                            <Input
                              {...control}
                              data-field={`decision-${i}-amount`}
                              inputMode="decimal"
                              autoComplete="off"
                              value={row.amount}
                              onChange={(e) => updateDecision(i, { amount: e.target.value })}
                              data-testid="decision-amount"
                            />
                          )}
                        </FormField>
                        <FormField label="Cost or gain">
                          {(control) => (
                            <Select
                              {...control}
                              value={row.kind}
                              onChange={(e) => {
                                if (isDecisionKind(e.target.value)) updateDecision(i, { kind: e.target.value });
                              }}
                              data-testid="decision-kind"
                            >
                              {DECISION_KINDS.map((kind) => (
                                <option key={kind} value={kind}>
                                  {DECISION_KIND_LABELS[kind]}
                                </option>
                              ))}
                            </Select>
                          )}
                        </FormField>
                      </div>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="self-end"
                        onClick={() => removeDecision(i)}
                        aria-label={`Remove decision ${i + 1}${row.decision.trim() ? ` (${row.decision.trim()})` : ''}`}
                        data-testid="remove-decision"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        Remove
                      </Button>
                    </li>
                  );
                })}
              </ol>
            )}
            {errors.form ? (
              <p role="alert" className="text-sm text-red-300">
                {errors.form}
              </p>
            ) : null}
            <AddRowButton
              label="Add decision"
              onAdd={addDecision}
              count={decisions.length}
              max={TIMELINE_MAX_DECISIONS}
              dataField="add-decision"
              testId="add-decision"
            />
          </fieldset>

          <RunControls
            pending={simulate.isPending}
            disabled={!userId}
            icon={Hourglass}
            label="Project my timeline"
            pendingLabel="Projecting..."
            testId="run-timeline"
            failed={failed}
            failedTestId="timeline-failed"
            failedText="The projection could not run just now. Your answers are still here: try again."
          />
        </form>
      </Card>
      <ResultsRegion id="timeline-results-heading" heading="Projection" pending={simulate.isPending}>
        {result ? <TimelineResults result={result} /> : <TimelineResultsPlaceholder pending={simulate.isPending} />}
      </ResultsRegion>
    </div>
  );
}
