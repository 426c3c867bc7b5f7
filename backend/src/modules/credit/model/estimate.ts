/**
 * The credit score estimate: FICO's five published factor weights applied to sub-scores read from the
 * user's own bank data (evidence.ts). Not a bureau score, and every answer says so.
 *
 * score = round(300 + 550 * sum(weight / 100 * s)), clamped to 300-850, where each factor's sub-score
 * s lies in [0, 1]. A factor with no evidence sits at the user's starting level
 * s0 = (startingScore - 300) / 550, so a user with no data at all keeps exactly the starting score and
 * evidence only moves the score the way it points.
 *
 * Sub-score rules (each monotonic in its evidence; the numbers live in CREDIT_MODEL_RULES):
 * - Payment history: 0.55 with no on-time payments, rising linearly to 1 at 24 on-time payments in
 *   24 months (one a month), minus 0.35 for each late payment in the last 12 months and 0.2 for each
 *   one 12-24 months old (recent lates weigh more), floored at 0. No payments and no lates: no evidence.
 * - Amounts owed (utilisation of the known card limits): <= 10% -> 1, <= 30% -> 0.75, <= 50% -> 0.35,
 *   <= 75% -> 0.15, above -> 0. Above 30% is a negative factor, matching the 30% utilisation alert.
 *   No card with a known limit: no evidence.
 * - Length of history: months of data / 60, full marks at 5 years. Bank data is the only clock we have,
 *   and it only says something about credit when the data shows some credit (a card, a loan or card
 *   payment, a late payment); otherwise no evidence.
 * - New credit: 1 minus 0.25 for each card first seen in the last 12 months, floored at 0. Judged only
 *   when the data is longer than 12 months (before that every account looks new) and shows some credit.
 * - Credit mix: cards and installment loans both present -> 1, only one kind -> 0.55, neither: no evidence.
 *
 * The projection (one horizon, CREDIT_PROJECTION_MONTHS, for every screen) re-runs the model on the
 * evidence that many months ahead if the advice is followed (projectEvidence), split into steps
 * that add up to it. Each recommendation says how much of its effect falls inside that horizon and,
 * when the rest comes later (a late payment leaving the 24-month window), by when.
 */
import {
  CREDIT_FACTOR_KEYS,
  CREDIT_FACTOR_NAMES,
  CREDIT_FACTOR_WEIGHTS,
  CREDIT_PROJECTION_MONTHS,
  type CreditFactor,
  type CreditFactorKey,
  type CreditGrade,
  type CreditProjectionStep,
  creditGrade,
} from '../../../../../shared/contracts/credit';
import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN, DEFAULT_CREDIT_SCORE } from '../../../../../shared/constants';
import { addMonths, isWithinMonthsBefore } from './dates';
import {
  type CreditCardEvidence,
  type CreditEvidence,
  type OnTimePaymentEvidence,
  newAccountsAt,
  PAYMENT_WINDOW_MONTHS,
  RECENT_WINDOW_MONTHS,
  utilizationOf,
} from './evidence';
import { dollars, dollarsFloor, duration, listText, longDate, monthYear, percent, plural } from './format';

export const CREDIT_MODEL_RULES = {
  /** Payment-history sub-score with a clean record but no on-time payments yet. */
  paymentBase: 0.55,
  /** On-time payments (one per lender a month) in 24 months that earn full marks. */
  onTimeForFullMarks: 24,
  latePenaltyRecent: 0.35,
  latePenaltyOlder: 0.2,
  /** Utilisation bands, highest sub-score first: a utilisation at or below `max` earns `subscore`. */
  utilizationBands: [
    { max: 0.1, subscore: 1 },
    { max: 0.3, subscore: 0.75 },
    { max: 0.5, subscore: 0.35 },
    { max: 0.75, subscore: 0.15 },
    { max: Number.POSITIVE_INFINITY, subscore: 0 },
  ],
  /** Utilisation the recommendations and the projection aim for: the best band's ceiling. */
  targetUtilization: 0.1,
  historyYearsForFullMarks: 5,
  newAccountPenalty: 0.25,
  mixBoth: 1,
  mixOneKind: 0.55,
  positiveAt: 0.7,
  negativeBelow: 0.4,
} as const;

/** How far ahead the projection looks: one horizon for every screen (shared/contracts/credit.ts). */
export { CREDIT_PROJECTION_MONTHS };
export const CREDIT_PROJECTION_TIMEFRAME = `${CREDIT_PROJECTION_MONTHS} months`;

const SPAN = CREDIT_SCORE_MAX - CREDIT_SCORE_MIN;

export const CREDIT_MODEL_METHOD = `Estimated from your own bank data using FICO's published factor weights (${CREDIT_FACTOR_KEYS.map(
  (key) => `${CREDIT_FACTOR_NAMES[key]} ${CREDIT_FACTOR_WEIGHTS[key]}%`,
).join(', ')}); this is not a credit bureau score.`;

export type CreditSubscores = Record<CreditFactorKey, number | null>;

export interface CreditFactorDetail extends CreditFactor {
  /** In [0, 1]; null when the data holds no evidence for this factor. */
  subscore: number | null;
  /** This factor's contribution measured against the starting level, in score points (one decimal). */
  points: number;
}

export interface CreditRecommendation {
  factor: CreditFactorKey;
  text: string;
  /** Score points gained by following it fully (the model re-run on the improved evidence). */
  gain: number;
  /** The part of `gain` inside the projection's horizon: its step of the projection (0 when none). */
  gainInHorizon: number;
  /** When the full gain is reached (YYYY-MM-DD); null when it depends on the user, not on time. */
  fullBy: string | null;
}

export interface CreditEstimate {
  currentScore: number;
  grade: CreditGrade;
  scoreRange: { min: number; max: number };
  projectedScore: number;
  projectionTimeframe: string;
  projectionMonths: number;
  /** What makes up the projection; the points add up to projectedScore - currentScore. */
  projectionSteps: CreditProjectionStep[];
  factors: CreditFactorDetail[];
  /** Most points first. */
  recommendations: string[];
  recommendationDetails: CreditRecommendation[];
  estimated: true;
  method: string;
  startingScore: number;
  subscores: CreditSubscores;
  evidence: CreditEvidence;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function normaliseStartingScore(startingScore: number): number {
  return Number.isFinite(startingScore) ? clamp(Math.round(startingScore), CREDIT_SCORE_MIN, CREDIT_SCORE_MAX) : DEFAULT_CREDIT_SCORE;
}

function startingLevel(startingScore: number): number {
  return (startingScore - CREDIT_SCORE_MIN) / SPAN;
}

/** Anything in the data a bureau would know about: without it, history length and new credit say nothing. */
export function hasCreditRecord(e: CreditEvidence): boolean {
  return e.cards.length > 0 || e.onTimePayments.length > 0 || e.latePayments.length > 0 || e.installmentLenders.length > 0 || e.revolvingAccounts.length > 0;
}

function onTimeShare(e: CreditEvidence): number {
  return Math.min(e.onTimePayments.length, CREDIT_MODEL_RULES.onTimeForFullMarks) / CREDIT_MODEL_RULES.onTimeForFullMarks;
}

function latePenalty(e: CreditEvidence): number {
  const r = CREDIT_MODEL_RULES;
  return e.latePayments.reduce(
    (sum, late) => sum + (isWithinMonthsBefore(late.date, e.asOf, RECENT_WINDOW_MONTHS) ? r.latePenaltyRecent : r.latePenaltyOlder),
    0,
  );
}

function paymentSubscore(e: CreditEvidence): number | null {
  if (e.latePayments.length === 0 && e.onTimePayments.length === 0) return null;
  const r = CREDIT_MODEL_RULES;
  return clamp(r.paymentBase + (1 - r.paymentBase) * onTimeShare(e) - latePenalty(e), 0, 1);
}

function utilizationSubscore(e: CreditEvidence): number | null {
  if (e.utilization === null) return null;
  const u = e.utilization;
  return CREDIT_MODEL_RULES.utilizationBands.find((band) => u <= band.max)?.subscore ?? 0;
}

function historySubscore(e: CreditEvidence): number | null {
  if (e.monthsOfHistory === null || !hasCreditRecord(e)) return null;
  return Math.min(1, e.monthsOfHistory / (CREDIT_MODEL_RULES.historyYearsForFullMarks * 12));
}

function newCreditSubscore(e: CreditEvidence): number | null {
  if (e.monthsOfHistory === null || e.monthsOfHistory <= RECENT_WINDOW_MONTHS || !hasCreditRecord(e)) return null;
  return Math.max(0, 1 - CREDIT_MODEL_RULES.newAccountPenalty * e.newAccounts.length);
}

function mixSubscore(e: CreditEvidence): number | null {
  const revolving = e.revolvingAccounts.length > 0;
  const installment = e.installmentLenders.length > 0;
  if (!revolving && !installment) return null;
  return revolving && installment ? CREDIT_MODEL_RULES.mixBoth : CREDIT_MODEL_RULES.mixOneKind;
}

export function creditSubscores(e: CreditEvidence): CreditSubscores {
  return {
    paymentHistory: paymentSubscore(e),
    amountsOwed: utilizationSubscore(e),
    lengthOfHistory: historySubscore(e),
    newCredit: newCreditSubscore(e),
    creditMix: mixSubscore(e),
  };
}

/** Score points a factor adds at sub-score s (or at the starting level when s is null). */
function contribution(key: CreditFactorKey, s: number | null, startingScore: number): number {
  return SPAN * (CREDIT_FACTOR_WEIGHTS[key] / 100) * (s ?? startingLevel(startingScore));
}

function scoreOf(subscores: CreditSubscores, startingScore: number): number {
  const total = CREDIT_FACTOR_KEYS.reduce((sum, key) => sum + contribution(key, subscores[key], startingScore), 0);
  return clamp(Math.round(CREDIT_SCORE_MIN + total), CREDIT_SCORE_MIN, CREDIT_SCORE_MAX);
}

/** The model's score for a set of evidence, without explanations (used to price recommendations). */
export function scoreEvidence(e: CreditEvidence, startingScore: number): number {
  return scoreOf(creditSubscores(e), normaliseStartingScore(startingScore));
}

function impactOf(weight: number): CreditFactor['impact'] {
  return weight >= 30 ? 'high' : weight >= 15 ? 'medium' : 'low';
}

function statusOf(s: number | null): CreditFactor['status'] {
  if (s === null) return 'neutral';
  if (s >= CREDIT_MODEL_RULES.positiveAt) return 'positive';
  return s < CREDIT_MODEL_RULES.negativeBelow ? 'negative' : 'neutral';
}

function shortList(names: readonly string[], max = 3): string {
  if (names.length <= max) return listText(names);
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

function cardsWithLimit(e: CreditEvidence): CreditCardEvidence[] {
  return e.cards.filter((c) => c.limitCents !== null);
}

function latestLate(e: CreditEvidence) {
  return e.latePayments[e.latePayments.length - 1];
}

function describeFactor(key: CreditFactorKey, e: CreditEvidence): string {
  switch (key) {
    case 'paymentHistory': {
      const onTime = e.onTimePayments.length;
      const latest = latestLate(e);
      if (latest) {
        return `${plural(e.latePayments.length, 'late payment')} in the last 24 months (latest ${longDate(latest.date)}: ${latest.description}) and ${plural(onTime, 'on-time payment')}`;
      }
      if (onTime === 0) return 'No loan, card or mortgage payments found in the last 24 months';
      return `${plural(onTime, 'on-time loan or card payment')} in the last 24 months, none late`;
    }
    case 'amountsOwed': {
      if (e.utilization === null) return 'No credit card with a known limit yet';
      const limited = cardsWithLimit(e).length;
      return `${percent(e.utilization)} of your ${dollars(e.limitCents)} card ${limited === 1 ? 'limit' : 'limits'} is in use (${dollars(e.owedCents)} owed)`;
    }
    case 'lengthOfHistory': {
      if (e.monthsOfHistory === null) return 'No transactions yet to date your history';
      if (!hasCreditRecord(e)) return 'No loan or card in your data yet to date a credit history';
      const years = CREDIT_MODEL_RULES.historyYearsForFullMarks;
      return e.monthsOfHistory >= years * 12
        ? `Your bank data goes back ${duration(e.monthsOfHistory)}, enough for full marks`
        : `Your bank data goes back ${duration(e.monthsOfHistory)}; full marks at ${years} years`;
    }
    case 'newCredit': {
      if (e.monthsOfHistory === null || !hasCreditRecord(e)) return 'No credit accounts to judge yet';
      if (e.monthsOfHistory <= RECENT_WINDOW_MONTHS) {
        return `New accounts are judged once your data covers more than 12 months (it covers ${duration(e.monthsOfHistory)})`;
      }
      if (e.newAccounts.length === 0) return 'No new credit accounts in the last 12 months';
      return `${plural(e.newAccounts.length, 'credit account')} opened in the last 12 months: ${shortList(e.newAccounts.map((a) => a.name))}`;
    }
    case 'creditMix': {
      const revolving = e.revolvingAccounts;
      const installment = e.installmentLenders;
      if (revolving.length > 0 && installment.length > 0) {
        return `Cards (${shortList(revolving)}) and installment loans (${shortList(installment)}): the best mix`;
      }
      if (revolving.length > 0) return `Only credit cards (${shortList(revolving)}), no installment loan`;
      if (installment.length > 0) return `Only installment loans (${shortList(installment)}), no credit card`;
      return 'No credit cards or loans found in your data';
    }
  }
}

function withUtilization(e: CreditEvidence, target: number): CreditEvidence {
  if (e.utilization === null || e.utilization <= target || e.owedCents === 0) return e;
  const ratio = Math.floor(e.limitCents * target) / e.owedCents;
  const cards = e.cards.map((c) => (c.limitCents === null ? c : { ...c, owedCents: Math.floor(c.owedCents * ratio) }));
  return { ...e, cards, ...utilizationOf(cards) };
}

function withOnTimePayments(e: CreditEvidence, count: number): CreditEvidence {
  const kind: OnTimePaymentEvidence['kind'] = e.installmentLenders.length > 0 ? 'loan' : 'card';
  const added: OnTimePaymentEvidence[] = Array.from({ length: count }, (_, i) => ({
    date: addMonths(e.asOf, i + 1),
    description: 'Projected on-time payment',
    lender: 'Projected',
    kind,
  }));
  return { ...e, onTimePayments: [...e.onTimePayments, ...added] };
}

/**
 * The evidence `months` from now if the user follows the advice: no new late payments (old ones age
 * and leave the 24-month window), one more on-time payment a month, cards at or under 10% of their
 * limits, no new accounts (recent ones age past 12 months), and a longer history.
 */
export function projectEvidence(e: CreditEvidence, months: number): CreditEvidence {
  const asOf = addMonths(e.asOf, months);
  const monthsOfHistory = e.monthsOfHistory === null ? null : e.monthsOfHistory + months;
  const aged: CreditEvidence = {
    ...e,
    asOf,
    latePayments: e.latePayments.filter((l) => isWithinMonthsBefore(l.date, asOf, PAYMENT_WINDOW_MONTHS)),
    onTimePayments: e.onTimePayments.filter((p) => isWithinMonthsBefore(p.date, asOf, PAYMENT_WINDOW_MONTHS)),
    monthsOfHistory,
    newAccounts: newAccountsAt(e.cards, asOf, monthsOfHistory),
  };
  const paid = hasCreditRecord(e) ? withOnTimePayments(aged, months) : aged;
  return withUtilization(paid, CREDIT_MODEL_RULES.targetUtilization);
}

/** Which part of the projection a recommendation belongs to (payment history has two: lates ageing, payments added). */
type StepKey = 'amountsOwed' | 'lates' | 'onTime' | 'lengthOfHistory' | 'newCredit' | 'creditMix';

interface ProjectionStepDetail extends CreditProjectionStep {
  key: StepKey;
}

function lateStepText(e: CreditEvidence, p: CreditEvidence): string {
  const left = e.latePayments.filter((l) => !isWithinMonthsBefore(l.date, p.asOf, PAYMENT_WINDOW_MONTHS)).length;
  const aged = e.latePayments.filter(
    (l) =>
      isWithinMonthsBefore(l.date, e.asOf, RECENT_WINDOW_MONTHS) &&
      !isWithinMonthsBefore(l.date, p.asOf, RECENT_WINDOW_MONTHS) &&
      isWithinMonthsBefore(l.date, p.asOf, PAYMENT_WINDOW_MONTHS),
  ).length;
  const parts: string[] = [];
  if (aged > 0) parts.push(`${plural(aged, 'late payment')} ${aged === 1 ? 'turns' : 'turn'} a year old and ${aged === 1 ? 'weighs' : 'weigh'} less`);
  if (left > 0) parts.push(`${plural(left, 'late payment')} ${left === 1 ? 'leaves' : 'leave'} the 24-month window`);
  return parts.length > 0 ? `${parts.join('; ')}, with no new late payment` : 'No new late payment';
}

function onTimeStepText(e: CreditEvidence, p: CreditEvidence, points: number): string {
  const counts = `${p.onTimePayments.length} in the last 24 months by ${monthYear(p.asOf)}, ${e.onTimePayments.length} now`;
  return points >= 0 ? `One on-time loan or card payment a month: ${counts}` : `Older on-time payments leave the 24-month window: ${counts}`;
}

function newCreditStepText(e: CreditEvidence, p: CreditEvidence, judgedNow: boolean): string {
  if (!judgedNow) {
    const opened = p.newAccounts.length === 0 ? 'no new accounts' : `${shortList(p.newAccounts.map((a) => a.name))} opened in the last 12 months`;
    return `Your data passes 12 months, so new credit is judged: ${opened}`;
  }
  const ageing = e.newAccounts.filter((a) => !p.newAccounts.some((b) => b.accountId === a.accountId));
  if (ageing.length > 0) return `${shortList(ageing.map((a) => a.name))} ${ageing.length === 1 ? 'turns' : 'turn'} a year old`;
  return `New credit: ${plural(p.newAccounts.length, 'account')} opened in the 12 months before ${monthYear(p.asOf)}`;
}

/**
 * The projection split into its parts. The score is a sum over factors, so each factor's change in
 * points is exact; payment history is split between late payments ageing and payments added, in
 * proportion to what each moves before the 0-1 clamp. Points are rounded so that they add up to
 * `total` (projectedScore - currentScore) exactly, and parts that round to 0 are left out.
 */
function projectionSteps(e: CreditEvidence, p: CreditEvidence, start: number, total: number): ProjectionStepDetail[] {
  const now = creditSubscores(e);
  const later = creditSubscores(p);
  const delta = (key: CreditFactorKey) => contribution(key, later[key], start) - contribution(key, now[key], start);
  const r = CREDIT_MODEL_RULES;

  const payment = delta('paymentHistory');
  let latePoints = 0;
  if (now.paymentHistory !== null && later.paymentHistory !== null) {
    const late = latePenalty(e) - latePenalty(p);
    const onTime = (1 - r.paymentBase) * (onTimeShare(p) - onTimeShare(e));
    if (late !== 0 && Math.sign(late) !== -Math.sign(onTime)) latePoints = (payment * late) / (late + onTime);
    else if (late !== 0) latePoints = SPAN * (CREDIT_FACTOR_WEIGHTS.paymentHistory / 100) * late;
  }

  const raw: { key: StepKey; factor: CreditFactorKey; text: string; raw: number }[] = [
    {
      key: 'amountsOwed',
      factor: 'amountsOwed',
      raw: delta('amountsOwed'),
      text: `Card balances down to ${percent(r.targetUtilization)} of their limits (${percent(e.utilization ?? 0)} now)`,
    },
    { key: 'lates', factor: 'paymentHistory', raw: latePoints, text: lateStepText(e, p) },
    { key: 'onTime', factor: 'paymentHistory', raw: payment - latePoints, text: onTimeStepText(e, p, payment - latePoints) },
    {
      key: 'lengthOfHistory',
      factor: 'lengthOfHistory',
      raw: delta('lengthOfHistory'),
      text: `${CREDIT_PROJECTION_MONTHS} more months of history: ${duration(p.monthsOfHistory ?? 0)} by ${monthYear(p.asOf)}`,
    },
    { key: 'newCredit', factor: 'newCredit', raw: delta('newCredit'), text: newCreditStepText(e, p, now.newCredit !== null) },
    { key: 'creditMix', factor: 'creditMix', raw: delta('creditMix'), text: 'Your credit mix' },
  ];
  const kept = raw.filter((s) => s.raw !== 0);
  const rounded = kept.map((s) => Math.round(s.raw));
  let diff = total - rounded.reduce((a, b) => a + b, 0);
  while (diff !== 0 && kept.length > 0) {
    const dir = Math.sign(diff);
    // Move the part whose rounding went furthest against the direction needed.
    let best = 0;
    for (let i = 1; i < kept.length; i++) {
      if (dir * (kept[i]!.raw - rounded[i]!) > dir * (kept[best]!.raw - rounded[best]!)) best = i;
    }
    rounded[best]! += dir;
    diff -= dir;
  }
  return kept.map((s, i) => ({ key: s.key, factor: s.factor, text: s.text, points: rounded[i]! })).filter((s) => s.points !== 0);
}

interface Candidate {
  factor: CreditFactorKey;
  text: string;
  improved: CreditEvidence;
  /** Its part of the projection; null when the projection does not assume it (a new loan). */
  step: StepKey | null;
  /** When the full effect is reached; null when it depends on the user, not on time. */
  fullBy: string | null;
}

function candidates(e: CreditEvidence, subscores: CreditSubscores): Candidate[] {
  const list: Candidate[] = [];
  const r = CREDIT_MODEL_RULES;

  if (e.utilization !== null && e.utilization > r.targetUtilization) {
    const limited = cardsWithLimit(e);
    const target = Math.floor(e.limitCents * r.targetUtilization);
    const share = percent(r.targetUtilization);
    const only = limited.length === 1 ? limited[0] : undefined;
    const text = only
      ? `Pay your ${only.name} balance down to ${dollarsFloor(target)} (${share} of its ${dollars(e.limitCents)} limit); it is ${dollars(e.owedCents)} now`
      : `Pay your card balances down to ${dollarsFloor(target)} in total (${share} of your ${dollars(e.limitCents)} limits); they are ${dollars(e.owedCents)} now`;
    // Counted at the next statement: inside any horizon.
    list.push({ factor: 'amountsOwed', text, improved: withUtilization(e, r.targetUtilization), step: 'amountsOwed', fullBy: e.asOf });
  }

  const latest = latestLate(e);
  if (latest) {
    const count = e.latePayments.length;
    const clears = addMonths(latest.date, PAYMENT_WINDOW_MONTHS);
    list.push({
      factor: 'paymentHistory',
      text: `Pay every bill on time: your ${plural(count, 'late payment')} ${count === 1 ? 'leaves' : 'leave'} the 24-month window by ${monthYear(clears)}`,
      improved: { ...e, latePayments: [] },
      step: 'lates',
      fullBy: clears,
    });
  }

  const onTime = e.onTimePayments.length;
  if (hasCreditRecord(e) && onTime < r.onTimeForFullMarks) {
    list.push({
      factor: 'paymentHistory',
      text: `Set up autopay on your loan and card bills: ${plural(onTime, 'on-time payment')} ${onTime === 1 ? 'is' : 'are'} on record, and ${r.onTimeForFullMarks} in 24 months earns full marks`,
      improved: withOnTimePayments(e, r.onTimeForFullMarks - onTime),
      step: 'onTime',
      fullBy: addMonths(e.asOf, r.onTimeForFullMarks - onTime),
    });
  }

  const history = subscores.lengthOfHistory;
  if (history !== null && history < 1 && e.monthsOfHistory !== null) {
    const fullMonths = r.historyYearsForFullMarks * 12;
    list.push({
      factor: 'lengthOfHistory',
      text: `Keep your oldest accounts open: your history grows to ${duration(e.monthsOfHistory + CREDIT_PROJECTION_MONTHS)} in ${CREDIT_PROJECTION_MONTHS} months and earns full marks at ${r.historyYearsForFullMarks} years`,
      improved: { ...e, monthsOfHistory: fullMonths },
      step: 'lengthOfHistory',
      fullBy: addMonths(e.asOf, fullMonths - e.monthsOfHistory),
    });
  }

  if (e.newAccounts.length > 0) {
    const newest = e.newAccounts.reduce((a, b) => (b.firstSeen > a.firstSeen ? b : a));
    const yearOld = addMonths(newest.firstSeen, RECENT_WINDOW_MONTHS);
    list.push({
      factor: 'newCredit',
      text: `Hold off on new credit: ${shortList(e.newAccounts.map((a) => a.name))} opened in the last 12 months, and the newest turns a year old in ${monthYear(yearOld)}`,
      improved: { ...e, newAccounts: [] },
      step: 'newCredit',
      fullBy: yearOld,
    });
  }

  if (e.revolvingAccounts.length > 0 && e.installmentLenders.length === 0) {
    list.push({
      factor: 'creditMix',
      text: 'Your mix has no installment loan: never borrow for the score, but a loan you already need, paid on time, completes it',
      improved: { ...e, installmentLenders: ['Installment loan'] },
      step: null,
      fullBy: null,
    });
  } else if (e.installmentLenders.length > 0 && e.revolvingAccounts.length === 0) {
    list.push({
      factor: 'creditMix',
      text: 'A credit card used lightly and paid in full each month would add revolving credit to your mix',
      improved: { ...e, revolvingAccounts: ['Credit card'] },
      step: null,
      fullBy: null,
    });
  }
  return list;
}

const pointsText = (n: number) => `+${n} ${n === 1 ? 'point' : 'points'}`;

/**
 * How much of a recommendation's effect the projection holds, in its own words: inside the horizon,
 * partly inside (and when the rest comes), after it, or not assumed by it at all.
 */
function gainNote(c: Omit<CreditRecommendation, 'text'>, horizonEnd: string): string {
  const horizon = `${CREDIT_PROJECTION_MONTHS} months`;
  if (c.fullBy === null) return `about ${pointsText(c.gain)}; not part of the ${horizon} projection`;
  if (c.fullBy <= horizonEnd) return `about ${pointsText(c.gainInHorizon > 0 ? c.gainInHorizon : c.gain)} within ${horizon}`;
  if (c.gainInHorizon > 0) return `about ${pointsText(c.gainInHorizon)} within ${horizon}, ${pointsText(c.gain)} by ${monthYear(c.fullBy)}`;
  return `about ${pointsText(c.gain)} by ${monthYear(c.fullBy)}, after the ${horizon} projection`;
}

function recommend(
  e: CreditEvidence,
  subscores: CreditSubscores,
  startingScore: number,
  current: number,
  steps: readonly ProjectionStepDetail[],
  horizonEnd: string,
): CreditRecommendation[] {
  const stepPoints = (key: StepKey | null) => steps.filter((s) => s.key === key).reduce((sum, s) => sum + s.points, 0);
  const ranked = candidates(e, subscores)
    .map((c) => ({
      factor: c.factor,
      text: c.text,
      gain: scoreOf(creditSubscores(c.improved), startingScore) - current,
      gainInHorizon: Math.max(0, stepPoints(c.step)),
      fullBy: c.fullBy,
    }))
    .filter((c) => c.gain > 0 || c.gainInHorizon > 0)
    // What the projection counts first, then the bigger eventual win, then the heavier factor.
    .sort((a, b) => b.gainInHorizon - a.gainInHorizon || b.gain - a.gain || CREDIT_FACTOR_WEIGHTS[b.factor] - CREDIT_FACTOR_WEIGHTS[a.factor])
    .map((c) => ({ ...c, text: `${c.text} (${gainNote(c, horizonEnd)})` }));
  if (ranked.length > 0) return ranked;
  // Nothing left to gain, or nothing to go on: still say something true and useful.
  const text = hasCreditRecord(e)
    ? `Keep paying on time and your cards under ${percent(CREDIT_MODEL_RULES.targetUtilization)} of their limits to hold this score`
    : 'Link your credit card and loan accounts so the estimate can use them';
  return [{ factor: hasCreditRecord(e) ? 'paymentHistory' : 'creditMix', text, gain: 0, gainInHorizon: 0, fullBy: null }];
}

export function estimateCreditScore(evidence: CreditEvidence, startingScore: number): CreditEstimate {
  const start = normaliseStartingScore(startingScore);
  const subscores = creditSubscores(evidence);
  const currentScore = scoreOf(subscores, start);
  const factors: CreditFactorDetail[] = CREDIT_FACTOR_KEYS.map((key) => {
    const s = subscores[key];
    const weight = CREDIT_FACTOR_WEIGHTS[key];
    const points = contribution(key, s, start) - contribution(key, null, start);
    return {
      key,
      name: CREDIT_FACTOR_NAMES[key],
      description: describeFactor(key, evidence),
      weight,
      impact: impactOf(weight),
      status: statusOf(s),
      subscore: s,
      points: Math.round(points * 10) / 10,
    };
  });
  // The one projection: the model re-run on the evidence CREDIT_PROJECTION_MONTHS ahead. It may be
  // lower than today (new cards start to count once the data passes 12 months): it says so.
  const ahead = projectEvidence(evidence, CREDIT_PROJECTION_MONTHS);
  const projectedScore = scoreOf(creditSubscores(ahead), start);
  const steps = projectionSteps(evidence, ahead, start, projectedScore - currentScore);
  const recommendationDetails = recommend(evidence, subscores, start, currentScore, steps, ahead.asOf);
  return {
    currentScore,
    grade: creditGrade(currentScore),
    scoreRange: { min: CREDIT_SCORE_MIN, max: CREDIT_SCORE_MAX },
    projectedScore,
    projectionTimeframe: CREDIT_PROJECTION_TIMEFRAME,
    projectionMonths: CREDIT_PROJECTION_MONTHS,
    projectionSteps: steps.map(({ factor, text, points }) => ({ factor, text, points })),
    factors,
    recommendations: recommendationDetails.map((r) => r.text),
    recommendationDetails,
    estimated: true,
    method: CREDIT_MODEL_METHOD,
    startingScore: start,
    subscores,
    evidence,
  };
}

/** Smaller factor moves than this (score points) are rounding noise, not a cause. */
const MEANINGFUL_POINTS = 0.05;

function changeSentence(key: CreditFactorKey, prev: CreditEvidence, next: CreditEvidence, delta: number): string {
  switch (key) {
    case 'paymentHistory': {
      const lates = next.latePayments.length - prev.latePayments.length;
      if (lates > 0) return lates === 1 ? 'A late payment was recorded' : `${lates} late payments were recorded`;
      if (lates < 0) return lates === -1 ? 'A late payment left the 24-month window' : `${-lates} late payments left the 24-month window`;
      const onTime = next.onTimePayments.length;
      if (onTime !== prev.onTimePayments.length) {
        return `On-time payments in the last 24 months ${onTime > prev.onTimePayments.length ? 'rose' : 'fell'} to ${onTime}`;
      }
      return delta > 0 ? 'Your late payments are now over a year old' : 'Your payment history weakened';
    }
    case 'amountsOwed': {
      if (next.utilization === null) return 'Credit utilization can no longer be measured';
      if (prev.utilization === null) return `Credit utilization is now measured: ${percent(next.utilization)}`;
      return `Credit utilization ${next.utilization > prev.utilization ? 'rose' : 'fell'} to ${percent(next.utilization)}`;
    }
    case 'lengthOfHistory': {
      if (next.monthsOfHistory === null || !hasCreditRecord(next)) return 'Your credit history can no longer be dated';
      if (prev.monthsOfHistory === null || !hasCreditRecord(prev)) return `Your credit history now dates back ${duration(next.monthsOfHistory)}`;
      return `Your credit history ${next.monthsOfHistory >= prev.monthsOfHistory ? 'grew' : 'shrank'} to ${duration(next.monthsOfHistory)}`;
    }
    case 'newCredit': {
      const opened = next.newAccounts.filter((a) => !prev.newAccounts.some((p) => p.accountId === a.accountId));
      const first = opened[0];
      if (first) return opened.length === 1 ? `A new credit account was opened: ${first.name}` : `${opened.length} new credit accounts were opened`;
      if (next.newAccounts.length < prev.newAccounts.length) return 'A new credit account passed its first year';
      return delta > 0 ? 'New credit now counts in your favour' : 'New credit now counts against you';
    }
    case 'creditMix': {
      const revolving = next.revolvingAccounts.length > 0;
      const installment = next.installmentLenders.length > 0;
      if (revolving && installment) return 'Your credit mix now has both cards and installment loans';
      if (revolving) return 'Your credit mix now has only credit cards';
      if (installment) return 'Your credit mix now has only installment loans';
      return 'No credit cards or loans remain in your credit mix';
    }
  }
}

/** One short sentence naming the factor that moved the score most, for history entries and alerts. */
export function describeChange(previous: CreditEstimate | null, next: CreditEstimate): string {
  if (previous === null) return 'First estimate from your data';
  let biggest: { key: CreditFactorKey; delta: number } | null = null;
  // Factors without evidence on either side move only with the starting score: that is its own cause.
  let startingDelta = 0;
  for (const key of CREDIT_FACTOR_KEYS) {
    const delta =
      contribution(key, next.subscores[key], next.startingScore) - contribution(key, previous.subscores[key], previous.startingScore);
    if (next.subscores[key] === null && previous.subscores[key] === null) {
      startingDelta += delta;
      continue;
    }
    if (Math.abs(delta) >= MEANINGFUL_POINTS && (biggest === null || Math.abs(delta) > Math.abs(biggest.delta))) biggest = { key, delta };
  }
  if (Math.abs(startingDelta) >= MEANINGFUL_POINTS && (biggest === null || Math.abs(startingDelta) > Math.abs(biggest.delta))) {
    return `Starting score changed to ${next.startingScore}`;
  }
  if (biggest === null) return 'No change in your credit factors';
  return changeSentence(biggest.key, previous.evidence, next.evidence, biggest.delta);
}
