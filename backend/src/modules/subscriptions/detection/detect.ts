/**
 * detectRecurring: a user's transactions -> the recurring charge streams in them.
 *
 * 1. Leave out what is never a subscription (exclusions.ts): money in, refunds, own-account transfers, income.
 * 2. Group by normalised merchant (normalise.ts); a key that extends a shorter key of the same user by
 *    whole words ("iron peak gym austin" / "iron peak gym") joins the shorter one.
 * 3. In each merchant, bin charges by amount (within AMOUNT_TOLERANCE of the most frequent amount),
 *    then join bins that follow each other in time when together they keep one cadence: a step change
 *    in price that then stays is the same subscription with a price rise.
 * 4. Fit a cadence (cadence.ts) and keep the series with enough charges; work out status, next bill
 *    date, monthly-equivalent cost, confidence, price changes, forgotten reasons and the reasons.
 */
import type { Pattern } from '../../../../../shared/contracts/subscriptions';
import { MONTHLY_FACTOR } from '../../../../../shared/constants';
import { bestCadence, type CadenceFit, stepAfterLast } from './cadence';
import { fromDayNumber, toDayNumber } from './dates';
import { exclusionReason } from './exclusions';
import { forgottenReasons } from './forgotten';
import { normaliseMerchant, type NormalisedMerchant } from './normalise';

/** Relative amount tolerance of one price level (7.5%). */
export const AMOUNT_TOLERANCE = 0.075;
/** Relative change below which two charges are the same price (tax rounding, FX). */
export const PRICE_STEP_THRESHOLD = 0.015;
/** A merchant with this many other charges besides a series is "busy" (a shop, not a service). */
const BUSY_MIN_OTHERS = 6;
/** Charges a series at a busy, unknown merchant needs (and it may not skip a cycle). */
const BUSY_MIN_OCCURRENCES = 6;
/** Bins per merchant above which price-change joining is not attempted (a shop with many prices). */
const MAX_BINS_FOR_JOIN = 40;

export interface DetectionTransaction {
  id: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** Positive = money out. */
  amountCents: number;
  description: string | null;
  merchantName?: string | null;
  category?: string | null;
}

export interface DetectOptions {
  /** 'YYYY-MM-DD': the day the detection runs (status and next bill date are relative to it). */
  today: string;
  /** Last usage signal per merchant (key: catalogue id, normalised key or display name), when known. */
  lastUsedDates?: Readonly<Record<string, string | null | undefined>>;
}

export interface PriceChange {
  /** Date of the first charge at the new price. */
  date: string;
  fromCents: number;
  toCents: number;
}

/** The contract's Pattern plus what the API and the evaluation need. */
export interface DetectedPattern extends Pattern {
  merchantKey: string;
  catalogueId: string | null;
  amountCents: number;
  monthlyCostCents: number;
  firstDate: string;
  transactionIds: string[];
  priceChanges: PriceChange[];
  forgottenReasons: string[];
  missedCycles: number;
}

interface Charge {
  id: string;
  day: number;
  cents: number;
  category: string | null;
}

interface MerchantGroup {
  merchant: NormalisedMerchant;
  charges: Charge[];
}

function descriptorOf(tx: DetectionTransaction): string {
  return (tx.merchantName && tx.merchantName.trim()) || tx.description || '';
}

function groupByMerchant(transactions: readonly DetectionTransaction[], today: number): Map<string, MerchantGroup> {
  const groups = new Map<string, MerchantGroup>();
  for (const tx of transactions) {
    if (exclusionReason(tx)) continue;
    const day = toDayNumber(tx.date);
    if (Number.isNaN(day) || day > today) continue;
    const merchant = normaliseMerchant(descriptorOf(tx));
    let group = groups.get(merchant.key);
    if (!group) {
      group = { merchant, charges: [] };
      groups.set(merchant.key, group);
    }
    group.charges.push({ id: tx.id, day, cents: tx.amountCents, category: tx.category ?? null });
  }
  // "iron peak gym austin" joins "iron peak gym" (whole-word prefix, unknown merchants only).
  const keys = [...groups.keys()].filter((k) => !groups.get(k)?.merchant.catalogue).sort((a, b) => a.length - b.length);
  const known = new Set<string>();
  for (const key of keys) {
    const words = key.split(' ');
    let target: string | null = null;
    for (let n = 1; n < words.length; n += 1) {
      const prefix = words.slice(0, n).join(' ');
      if (prefix.length >= 4 && known.has(prefix)) {
        target = prefix;
        break;
      }
    }
    if (target) {
      const from = groups.get(key);
      const into = groups.get(target);
      if (from && into) {
        into.charges.push(...from.charges);
        groups.delete(key);
      }
    } else {
      known.add(key);
    }
  }
  return groups;
}

/** Amount bins: seeds in order of frequency, each takes the unassigned charges within AMOUNT_TOLERANCE of it. */
function binByAmount(charges: readonly Charge[]): Charge[][] {
  const counts = new Map<number, number>();
  for (const c of charges) counts.set(c.cents, (counts.get(c.cents) ?? 0) + 1);
  const amounts = [...counts.keys()].sort((a, b) => a - b);
  const seeds = [...amounts].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a - b);
  const binOf = new Map<number, number>();
  let bins = 0;
  for (const seed of seeds) {
    if (binOf.has(seed)) continue;
    const lo = seed / (1 + AMOUNT_TOLERANCE);
    const hi = seed * (1 + AMOUNT_TOLERANCE);
    let i = lowerBound(amounts, lo);
    for (; i < amounts.length && (amounts[i] ?? 0) <= hi; i += 1) {
      const a = amounts[i] ?? 0;
      if (!binOf.has(a)) binOf.set(a, bins);
    }
    bins += 1;
  }
  const out: Charge[][] = Array.from({ length: bins }, () => []);
  for (const c of charges) out[binOf.get(c.cents) ?? 0]?.push(c);
  return out;
}

function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Distinct charge days of a chronologically sorted series (two charges on one day count once). */
function distinctDays(series: readonly Charge[]): number[] {
  const days: number[] = [];
  for (const c of series) if (days[days.length - 1] !== c.day) days.push(c.day);
  return days;
}

function byDay(a: Charge, b: Charge): number {
  return a.day - b.day || a.cents - b.cents;
}

/** Join bins that follow each other in time into one series when the joined series keeps a cadence (a price change). */
function joinPriceSteps(bins: Charge[][]): Charge[][] {
  if (bins.length < 2 || bins.length > MAX_BINS_FOR_JOIN) return bins;
  let series = bins.map((b) => [...b].sort(byDay)).sort((a, b) => (a[0]?.day ?? 0) - (b[0]?.day ?? 0));
  let joined = true;
  while (joined) {
    joined = false;
    outer: for (let i = 0; i < series.length; i += 1) {
      const a = series[i] ?? [];
      const aLast = a[a.length - 1]?.day ?? 0;
      for (let j = 0; j < series.length; j += 1) {
        if (j === i) continue;
        const b = series[j] ?? [];
        if ((b[0]?.day ?? 0) <= aLast) continue;
        const together = [...a, ...b];
        const fitTogether = bestCadence(distinctDays(together));
        if (!fitTogether) continue;
        const fitA = a.length >= 2 ? bestCadence(distinctDays(a)) : null;
        if (fitA && fitA.cadence.frequency !== fitTogether.cadence.frequency) continue;
        series = series.filter((_, k) => k !== i && k !== j);
        series.push(together);
        joined = true;
        break outer;
      }
    }
  }
  return series;
}

interface PriceRun {
  ref: number;
  start: number;
  charges: Charge[];
}

/** Runs of one price in a chronological series; one-charge blips between two equal runs are dropped. */
function priceRuns(series: readonly Charge[]): PriceRun[] {
  const runs: PriceRun[] = [];
  for (const c of series) {
    const run = runs[runs.length - 1];
    if (run && Math.abs(c.cents - run.ref) <= run.ref * PRICE_STEP_THRESHOLD) run.charges.push(c);
    else runs.push({ ref: c.cents, start: c.day, charges: [c] });
  }
  const kept: PriceRun[] = [];
  for (let i = 0; i < runs.length; i += 1) {
    const run = runs[i] as PriceRun;
    const prev = kept[kept.length - 1];
    const next = runs[i + 1];
    const blip = run.charges.length === 1 && prev && next && Math.abs(prev.ref - next.ref) <= prev.ref * PRICE_STEP_THRESHOLD;
    if (blip) continue;
    if (prev && Math.abs(run.ref - prev.ref) <= prev.ref * PRICE_STEP_THRESHOLD) prev.charges.push(...run.charges);
    else kept.push(run);
  }
  return kept;
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : Math.round(((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2);
}

function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

function money(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

function describeSchedule(fit: CadenceFit): string {
  const c = fit.cadence;
  if (c.days > 0) return `every ${c.days} days`;
  const day = fit.anchorDay >= 31 ? 'the last day of the month' : `the ${ordinal(fit.anchorDay)}`;
  return c.months === 1 ? `monthly on ${day}` : `every ${c.months} months on ${day}`;
}

interface Candidate {
  group: MerchantGroup;
  series: Charge[];
  fit: CadenceFit;
  busy: boolean;
}

function buildPattern(cand: Candidate, today: number): Omit<DetectedPattern, 'isForgotten' | 'forgottenReasons'> {
  const { group, series, fit } = cand;
  const c = fit.cadence;
  const days = distinctDays(series);
  const occurrences = days.length;
  const firstDay = days[0] ?? 0;
  const lastDay = days[days.length - 1] ?? 0;
  const runs = priceRuns(series);
  const variable = runs.length > 4;
  const current = runs[runs.length - 1] as PriceRun;
  const amountCents = variable ? median(series.slice(-3).map((x) => x.cents)) : median(current.charges.map((x) => x.cents));
  const priceChanges: PriceChange[] = variable
    ? []
    : runs.slice(1).map((run, i) => ({ date: fromDayNumber(run.start), fromCents: median((runs[i] as PriceRun).charges.map((x) => x.cents)), toCents: median(run.charges.map((x) => x.cents)) }));

  // Status: inactive once the schedule has missed `inactiveAfterMissedCycles` bills (plus tolerance).
  const dueAfterMisses = stepAfterLast(fit, c.inactiveAfterMissedCycles);
  const inactive = today > dueAfterMisses + c.toleranceDays;
  const status: Pattern['status'] = inactive ? 'inactive' : occurrences >= c.matureOccurrences ? 'mature' : 'early';
  let next = stepAfterLast(fit, 1);
  let cycles = 1;
  while (!inactive && next < today - c.toleranceDays && cycles < 1000) {
    cycles += 1;
    next = stepAfterLast(fit, cycles);
  }

  const factor = MONTHLY_FACTOR[c.frequency] ?? 1;
  const monthlyCostCents = Math.round(amountCents * factor);

  // Confidence: regularity (on-cadence share, tightness), amount stability, number of charges.
  const steps = Math.max(1, occurrences - 1);
  const regularity = (fit.onCadenceSteps / steps) * (1 - (0.5 * fit.spread) / (2 * c.toleranceDays + 1));
  let devSum = 0;
  for (const run of runs) for (const x of run.charges) devSum += Math.abs(x.cents - run.ref) / run.ref;
  const stability = Math.max(0, 1 - devSum / series.length / AMOUNT_TOLERANCE - 0.05 * priceChanges.length);
  const countScore = Math.min(1, occurrences / c.matureOccurrences);
  const knownBonus = group.merchant.catalogue ? 0.05 : 0;
  const confidence = round2(Math.min(1, Math.max(0, 0.4 * regularity + 0.25 * stability + 0.35 * countScore + knownBonus)));

  const reasons: string[] = [];
  reasons.push(`${occurrences} charges from ${fromDayNumber(firstDay)} to ${fromDayNumber(lastDay)}, ${describeSchedule(fit)} (each within ±${c.toleranceDays} days).`);
  if (fit.missedCycles > 0) reasons.push(`${fit.missedCycles} missed cycle(s) inside the series.`);
  if (variable) reasons.push(`Amount varies within ${AMOUNT_TOLERANCE * 100}% (latest ${money(amountCents)}).`);
  else if (priceChanges.length === 0) reasons.push(`Amount stable at ${money(amountCents)} (within ${AMOUNT_TOLERANCE * 100}%).`);
  for (const pc of priceChanges) {
    const pct = ((pc.toCents - pc.fromCents) / pc.fromCents) * 100;
    reasons.push(`Price ${pc.toCents > pc.fromCents ? 'rose' : 'fell'} from ${money(pc.fromCents)} to ${money(pc.toCents)} on ${pc.date} (${pct > 0 ? '+' : ''}${pct.toFixed(1)}%), then stayed.`);
  }
  if (group.merchant.catalogue) reasons.push(`Matches the known service ${group.merchant.displayName} (${group.merchant.category}).`);
  if (inactive) reasons.push(`No charge since ${fromDayNumber(lastDay)}: ${c.inactiveAfterMissedCycles} or more expected bills missed, so treated as inactive.`);
  else if (status === 'early') reasons.push(`Only ${occurrences} charges so far (${c.matureOccurrences} make it mature): early detection.`);
  if (cand.busy) reasons.push('Merchant also has other, irregular charges; only the regular series is counted.');

  const categories = new Map<string, number>();
  for (const x of series) if (x.category) categories.set(x.category, (categories.get(x.category) ?? 0) + 1);
  const txCategory = [...categories.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;

  return {
    merchantName: group.merchant.displayName,
    merchantKey: group.merchant.key,
    catalogueId: group.merchant.catalogue?.id ?? null,
    frequency: c.frequency,
    amount: dollars(amountCents),
    amountCents,
    monthlyCost: dollars(monthlyCostCents),
    monthlyCostCents,
    occurrences,
    firstDate: fromDayNumber(firstDay),
    lastDate: fromDayNumber(lastDay),
    nextBillDate: fromDayNumber(next),
    confidence,
    status,
    reasons,
    category: group.merchant.category ?? txCategory,
    transactionIds: series.map((x) => x.id),
    priceChanges,
    missedCycles: fit.missedCycles,
  };
}

/**
 * The recurring charge streams in a user's transactions, active ones first (highest monthly cost
 * first), then inactive ones. Pure: no I/O, deterministic for the same input and `today`.
 */
export function detectRecurring(transactions: readonly DetectionTransaction[], options: DetectOptions): DetectedPattern[] {
  const today = toDayNumber(options.today);
  if (Number.isNaN(today)) throw new Error(`detectRecurring: today must be YYYY-MM-DD, got "${options.today}"`);
  const candidates: Candidate[] = [];
  for (const group of groupByMerchant(transactions, today).values()) {
    if (group.charges.length < 2) continue;
    for (const series of joinPriceSteps(binByAmount(group.charges))) {
      series.sort(byDay);
      const days = distinctDays(series);
      if (days.length < 2) continue;
      const fit = bestCadence(days);
      if (!fit || days.length < fit.cadence.minOccurrences) continue;
      const others = group.charges.length - series.length;
      const busy = others >= Math.max(BUSY_MIN_OTHERS, 2 * series.length);
      if (busy && !group.merchant.catalogue && (days.length < BUSY_MIN_OCCURRENCES || fit.missedCycles > 0)) continue;
      candidates.push({ group, series, fit, busy });
    }
  }
  const patterns = candidates.map((c) => buildPattern(c, today));
  const lastUsed = options.lastUsedDates ?? {};
  const result: DetectedPattern[] = patterns.map((p) => {
    const lastUsedDate = lastUsed[p.merchantKey] ?? (p.catalogueId ? lastUsed[p.catalogueId] : undefined) ?? lastUsed[p.merchantName] ?? null;
    const reasons = forgottenReasons(p, { today: options.today, lastUsedDate, others: patterns });
    return { ...p, isForgotten: reasons.length > 0, forgottenReasons: reasons, reasons: [...p.reasons, ...reasons] };
  });
  result.sort(
    (a, b) =>
      Number(a.status === 'inactive') - Number(b.status === 'inactive') ||
      b.monthlyCostCents - a.monthlyCostCents ||
      a.merchantName.localeCompare(b.merchantName) ||
      a.frequency.localeCompare(b.frequency),
  );
  return result;
}
