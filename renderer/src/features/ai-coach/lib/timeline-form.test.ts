import { describe, expect, it } from 'vitest';
import { TIMELINE_DEFAULT_TARGET_AGE, TIMELINE_MAX_AGE, TIMELINE_MAX_DECISIONS, TIMELINE_MIN_AGE, timelineRequestSchema } from '../../../../../shared/contracts/coach';
import { DECISION_AMOUNT_MAX, DECISION_TEXT_MAX } from './contract-limits';
import {
  firstTimelineError,
  INITIAL_TARGET_AGE_TEXT,
  parseAge,
  signedAmount,
  validateTimelineForm,
  type DecisionRow,
  type TimelineForm,
} from './timeline-form';

let n = 0;
const decision = (age: string, text: string, amount: string, kind: DecisionRow['kind']): DecisionRow => ({
  key: String(n++),
  age,
  decision: text,
  amount,
  kind,
});
const form = (currentAge: string, targetAge: string, decisions: DecisionRow[] = []): TimelineForm => ({ currentAge, targetAge, decisions });
const USER = '00000000-0000-4000-8000-000000000001';

describe('validateTimelineForm', () => {
  it('starts from the contract default target age', () => {
    expect(INITIAL_TARGET_AGE_TEXT).toBe(String(TIMELINE_DEFAULT_TARGET_AGE));
  });

  it('sets the sign from Cost / Gain and gives a request the contract accepts', () => {
    const result = validateTimelineForm(
      form('30', '67', [decision('35', ' Buy a house ', '$50,000', 'cost'), decision('40', 'Inheritance', '20000', 'gain')]),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        currentAge: 30,
        targetAge: 67,
        decisions: [
          { age: 35, decision: 'Buy a house', amount: -50000 },
          { age: 40, decision: 'Inheritance', amount: 20000 },
        ],
      },
    });
    if (result.ok) expect(timelineRequestSchema.safeParse({ userId: USER, ...result.value }).success).toBe(true);
  });

  it('checks both ages against the contract range and their order', () => {
    const low = validateTimelineForm(form(String(TIMELINE_MIN_AGE - 1), String(TIMELINE_MAX_AGE + 1)));
    expect(low.ok).toBe(false);
    if (!low.ok) {
      expect(low.errors.currentAge).toBe(`Current age must be between ${TIMELINE_MIN_AGE} and ${TIMELINE_MAX_AGE - 1}.`);
      expect(low.errors.targetAge).toBe(`Target age must be between ${TIMELINE_MIN_AGE + 1} and ${TIMELINE_MAX_AGE}.`);
    }
    const order = validateTimelineForm(form('50', '50'));
    expect(order.ok).toBe(false);
    if (!order.ok) expect(order.errors.targetAge).toBe('Target age must be after your current age.');
    const empty = validateTimelineForm(form('', 'abc'));
    expect(empty.ok).toBe(false);
    if (!empty.ok) {
      expect(empty.errors.currentAge).toMatch(/^Enter current age/);
      expect(empty.errors.targetAge).toBe('Target age must be a whole number of years.');
    }
  });

  it('keeps every decision between the two ages', () => {
    const result = validateTimelineForm(form('30', '40', [decision('29', 'Too early', '1', 'gain'), decision('41', 'Too late', '1', 'gain')]));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.decisions[0]!.age).toBe('Age must be between 30 and 40.');
      expect(result.errors.decisions[1]!.age).toBe('Age must be between 30 and 40.');
    }
  });

  it('explains each problem with a decision row', () => {
    const result = validateTimelineForm(
      form('30', '67', [
        decision('', '', '', 'cost'),
        decision('3.5', 'x'.repeat(DECISION_TEXT_MAX + 1), 'ten', 'cost'),
        decision('40', 'Car', '-100', 'cost'),
        decision('40', 'Lottery', String(DECISION_AMOUNT_MAX + 1), 'gain'),
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.decisions).toEqual([
      { age: 'Enter the age of this decision.', decision: 'Describe the decision.', amount: 'Enter the amount in dollars (0 if none).' },
      {
        age: 'Age must be a whole number of years.',
        decision: `At most ${DECISION_TEXT_MAX} characters.`,
        amount: 'Amount must be a number of dollars, for example 20000.',
      },
      { amount: 'Enter the amount without a sign; choose Cost or Gain.' },
      { amount: 'Amount must be at most $1,000,000,000.' },
    ]);
    expect(firstTimelineError(result.errors)).toBe('decision-0-age');
  });

  it('refuses more decisions than the contract allows', () => {
    const rows = Array.from({ length: TIMELINE_MAX_DECISIONS + 1 }, () => decision('31', 'Raise', '100', 'gain'));
    const result = validateTimelineForm(form('30', '67', rows));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.form).toBe(`At most ${TIMELINE_MAX_DECISIONS} decisions.`);
  });

  it('points the focus at the first field in error', () => {
    const result = validateTimelineForm(form('30', '20'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(firstTimelineError(result.errors)).toBe('target-age');
    expect(firstTimelineError({ decisions: [] })).toBeNull();
  });
});

describe('helpers', () => {
  it('parseAge reads whole numbers only', () => {
    expect(parseAge(' 42 ')).toBe(42);
    expect(parseAge('42.0')).toBeNull();
    expect(parseAge('-3')).toBeNull();
    expect(parseAge('')).toBeNull();
  });
  it('signedAmount: a cost takes away, a gain adds, whatever was typed', () => {
    expect(signedAmount(500, 'cost')).toBe(-500);
    expect(signedAmount(-500, 'gain')).toBe(500);
    expect(signedAmount(500, 'gain')).toBe(500);
  });
});
