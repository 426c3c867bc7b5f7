/**
 * The Time Travel form: current age, target age and the decisions along the way. A decision's amount
 * is typed without a sign; the Cost / Gain choice sets it (the contract: + adds, - costs).
 */
import {
  TIMELINE_DEFAULT_TARGET_AGE,
  TIMELINE_MAX_AGE,
  TIMELINE_MAX_DECISIONS,
  TIMELINE_MIN_AGE,
} from '../../../../../shared/contracts/coach';
import { formatUsd } from '@/lib/format';
import { parseDecimal } from '@/lib/parse-number';
import { DECISION_AMOUNT_MAX, DECISION_TEXT_MAX } from './contract-limits';

export const DECISION_KINDS = ['cost', 'gain'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];
export const DECISION_KIND_LABELS: Record<DecisionKind, string> = { cost: 'Cost', gain: 'Gain' };

export interface DecisionRow {
  key: string;
  age: string;
  decision: string;
  amount: string;
  kind: DecisionKind;
}

export interface TimelineForm {
  currentAge: string;
  targetAge: string;
  decisions: DecisionRow[];
}

export interface DecisionErrors {
  age?: string;
  decision?: string;
  amount?: string;
}

export interface TimelineErrors {
  currentAge?: string;
  targetAge?: string;
  decisions: DecisionErrors[];
  form?: string;
}

export interface TimelineFormValue {
  currentAge: number;
  targetAge: number;
  decisions: Array<{ age: number; decision: string; amount: number }>;
}

export type TimelineFormResult = { ok: true; value: TimelineFormValue } | { ok: false; errors: TimelineErrors };

export const INITIAL_TARGET_AGE_TEXT = String(TIMELINE_DEFAULT_TARGET_AGE);

/** A whole number of years as typed, or null. */
export function parseAge(text: string): number | null {
  const cleaned = text.trim();
  return /^\d{1,3}$/.test(cleaned) ? Number(cleaned) : null;
}

function ageError(text: string, label: string, min: number, max: number): string | null {
  if (text.trim() === '') return `Enter ${label.toLowerCase()}, ${min}-${max}.`;
  const age = parseAge(text);
  if (age === null) return `${label} must be a whole number of years.`;
  if (age < min || age > max) return `${label} must be between ${min} and ${max}.`;
  return null;
}

/** The signed amount the contract wants: a cost takes away, a gain adds. */
export function signedAmount(amount: number, kind: DecisionKind): number {
  const magnitude = Math.abs(amount);
  return kind === 'cost' ? -magnitude : magnitude;
}

export function validateTimelineForm(form: TimelineForm): TimelineFormResult {
  const errors: TimelineErrors = { decisions: form.decisions.map(() => ({})) };
  const currentError = ageError(form.currentAge, 'Current age', TIMELINE_MIN_AGE, TIMELINE_MAX_AGE - 1);
  if (currentError) errors.currentAge = currentError;
  let targetError = ageError(form.targetAge, 'Target age', TIMELINE_MIN_AGE + 1, TIMELINE_MAX_AGE);
  const currentAge = parseAge(form.currentAge);
  const targetAge = parseAge(form.targetAge);
  if (!currentError && !targetError && targetAge! <= currentAge!) targetError = 'Target age must be after your current age.';
  if (targetError) errors.targetAge = targetError;
  const agesKnown = !currentError && !targetError;

  if (form.decisions.length > TIMELINE_MAX_DECISIONS) errors.form = `At most ${TIMELINE_MAX_DECISIONS} decisions.`;

  form.decisions.forEach((row, i) => {
    const rowErrors = errors.decisions[i]!;
    const age = parseAge(row.age);
    if (row.age.trim() === '') rowErrors.age = 'Enter the age of this decision.';
    else if (age === null) rowErrors.age = 'Age must be a whole number of years.';
    else if (agesKnown && (age < currentAge! || age > targetAge!))
      rowErrors.age = `Age must be between ${currentAge} and ${targetAge}.`;
    else if (!agesKnown && (age < TIMELINE_MIN_AGE || age > TIMELINE_MAX_AGE))
      rowErrors.age = `Age must be between ${TIMELINE_MIN_AGE} and ${TIMELINE_MAX_AGE}.`;

    const text = row.decision.trim();
    if (text === '') rowErrors.decision = 'Describe the decision.';
    else if (text.length > DECISION_TEXT_MAX) rowErrors.decision = `At most ${DECISION_TEXT_MAX} characters.`;

    const amount = parseDecimal(row.amount);
    if (row.amount.trim() === '') rowErrors.amount = 'Enter the amount in dollars (0 if none).';
    else if (amount === null) rowErrors.amount = 'Amount must be a number of dollars, for example 20000.';
    else if (amount < 0) rowErrors.amount = 'Enter the amount without a sign; choose Cost or Gain.';
    else if (amount > DECISION_AMOUNT_MAX) rowErrors.amount = `Amount must be at most ${formatUsd(DECISION_AMOUNT_MAX)}.`;
  });

  const invalid =
    errors.currentAge !== undefined ||
    errors.targetAge !== undefined ||
    errors.form !== undefined ||
    errors.decisions.some((e) => e.age || e.decision || e.amount);
  if (invalid) return { ok: false, errors };
  return {
    ok: true,
    value: {
      currentAge: currentAge!,
      targetAge: targetAge!,
      decisions: form.decisions.map((row) => ({
        age: parseAge(row.age)!,
        decision: row.decision.trim(),
        amount: signedAmount(parseDecimal(row.amount)!, row.kind),
      })),
    },
  };
}

/** The first field with an error, as the id suffix the form uses, so it can take the focus. */
export function firstTimelineError(errors: TimelineErrors): string | null {
  if (errors.currentAge) return 'current-age';
  if (errors.targetAge) return 'target-age';
  for (const [i, e] of errors.decisions.entries()) {
    if (e.age) return `decision-${i}-age`;
    if (e.decision) return `decision-${i}-text`;
    if (e.amount) return `decision-${i}-amount`;
  }
  return null;
}
