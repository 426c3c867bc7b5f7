/**
 * detectRecurring: a user's transactions -> the recurring charge streams in them.
 *
 * 1. Leave out what is never a subscription (exclusions.ts): money in, refunds, own-account transfers, income.
 * 2. Group by normalised merchant (normalise.ts); a key that extends a shorter key of the same user by
 *    whole words ("iron peak gym austin" / "iron peak gym") joins the shorter one.
 * 3. In each merchant, try all its charges as one series first (a metered service whose amount drifts);
 *    otherwise bin them by amount (within AMOUNT_TOLERANCE of the densest amounts), then join bins that
 *    follow each other in time when together they keep one cadence: a step change in price that then
 *    stays is the same subscription with a price rise.
 * 4. Fit a cadence from the intervals (cadence.ts) and keep the series with enough charges; work out
 *    status and next bill date from the expected next charge, monthly-equivalent cost, confidence,
 *    price changes, forgotten reasons and the reasons (docs/detection.md).
 */
import type { Pattern } from '../../../../../shared/contracts/subscriptions';
import { MONTHLY_FACTOR } from '../../../../../shared/constants';
import { bestCadence, median, type CadenceFit } from './cadence';
import { anchoredDay, fromDayNumber, monthOf, toDayNumber } from './dates';
import { exclusionReason } from './exclusions';
import { forgottenReasons, reasonMoney } from './forgotten';
import { normaliseMerchant, type NormalisedMerchant } from './normalise';

/** Relative amount tolerance of one price level (7.5%). */
export const AMOUNT_TOLERANCE = 0.075;
/** Relative change below which two charges are the same price (tax rounding, FX). */
export const PRICE_STEP_THRESHOLD = 0.015;
/** A merchant with this many other charges besides a series is "busy" (a shop, not a service). */
const BUSY_MIN_OTHERS = 6;
/** Charges a series at a busy, unknown merchant needs (and it may not skip a cycle). */
const BUSY_MIN_OCCURRENCES = 6;
/** Words in a bank descriptor that name a subscription charge rather than a purchase. */
const SUBSCRIPTION_WORDS = /\b(membership|member|mbr|renewal|renew|annual fee|yearly|subscription|subscr|dues)\b/i;
/** A series with fewer charges (an annual one with two) is kept only when the merchant charges nothing similar besides. */
const MIN_ALONE_OCCURRENCES = 3;
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
  /** ISO 4217 code the transactions are in (the user's home currency): the reasons write amounts in it. Default USD. */
  currency?: string;
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
  /** Mean of the series' charges and the latest charge, cents (Plaid's average_amount / last_amount). */
  averageAmountCents: number;
  lastAmountCents: number;
  /** The latest charge's raw descriptor (Plaid's stream description). */
  lastDescription: string;
}

interface Charge {
  id: string;
  day: number;
  cents: number;
  category: string | null;
  descriptor: string;
}

interface MerchantGroup {
  merchant: NormalisedMerchant;
  charges: Charge[];
}

function descriptorOf(tx: DetectionTransaction): string {
  return (tx.merchantName && tx.merchantName.trim()) || tx.description || '';
}

/** Shortest key (spaces removed) another key may extend: "kindred" takes "kindredmatch". */
const MIN_PREFIX_KEY = 5;
/** Shortest shared start (spaces removed) of two keys with the same first word: "planet fitness" and "planet fit club fees". */
const MIN_SHARED_START = 9;

const compact = (key: string) => key.replace(/ /g, '');

/** Shortest key (spaces removed) a one-letter misspelling of it may join: "hllofresh" and "hellofresh". */
const MIN_MISSPELT_KEY = 7;

/** The key with each one of its letters left out, in turn. */
function deletions(flat: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < flat.length; i += 1) out.push(flat.slice(0, i) + flat.slice(i + 1));
  return out;
}

function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/**
 * One merchant under several descriptor spellings (unknown merchants only; the catalogue names the
 * known ones): a key joins a shorter one it extends, with or without spaces ("iron peak gym austin"
 * and "iron peak gym", "harvestroute" and "harvest route farm csa", "aaa" and "aaa ncnu mbr dues"),
 * or one with the same first word and a long shared start ("planet fitness", "planet fit club fees"),
 * or one letter apart by a dropped letter ("hllofresh", "hellofresh").
 */
function joinVariantKeys(groups: Map<string, MerchantGroup>): void {
  const keys = [...groups.keys()].filter((k) => !groups.get(k)?.merchant.catalogue).sort((a, b) => compact(a).length - compact(b).length || (a < b ? -1 : 1));
  const kept = new Map<string, string>(); // compact key -> group key
  const byFirstWord = new Map<string, { flat: string; key: string }[]>();
  const misspelt = new Map<string, string>(); // a kept compact key with one letter left out -> group key
  const keep = (spaced: string, key: string) => {
    const flat = compact(spaced);
    if (!kept.has(flat)) kept.set(flat, key);
    if (flat.length > MIN_MISSPELT_KEY) for (const d of deletions(flat)) if (!misspelt.has(d)) misspelt.set(d, key);
    const first = spaced.split(' ')[0] ?? '';
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), { flat, key }]);
  };
  // Known services take their unknown spellings too ("planet fit club fees", "hllofresh"); they never move.
  for (const [key, group] of groups) {
    const name = group.merchant.catalogue?.name.toLowerCase().replace(/[^a-z0-9 ]+/g, '').trim();
    if (name) keep(name, key);
  }
  for (const key of keys) {
    const flat = compact(key);
    const words = key.split(' ');
    let target: string | undefined;
    for (let n = flat.length; n >= MIN_PREFIX_KEY && !target; n -= 1) target = kept.get(flat.slice(0, n));
    for (let n = words.length - 1; n >= 1 && !target; n -= 1) {
      const prefix = words.slice(0, n).join(' ');
      if (prefix.length >= 3) target = kept.get(compact(prefix));
    }
    const first = words[0] ?? '';
    if (!target && first.length >= 4) target = byFirstWord.get(first)?.find((other) => sharedStart(other.flat, flat) >= MIN_SHARED_START)?.key;
    // A letter dropped or added: one key is the other with one letter left out.
    if (!target && flat.length >= MIN_MISSPELT_KEY) target = misspelt.get(flat) ?? deletions(flat).map((d) => kept.get(d)).find((k) => k !== undefined);
    const from = groups.get(key);
    const into = target === undefined ? undefined : groups.get(target);
    if (from && into && target !== key) {
      into.charges.push(...from.charges);
      groups.delete(key);
    } else {
      keep(key, key);
    }
  }
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
    group.charges.push({ id: tx.id, day, cents: tx.amountCents, category: tx.category ?? null, descriptor: descriptorOf(tx) });
  }
  joinVariantKeys(groups);
  return groups;
}

/**
 * Amount bins: seeds in order of how many charges lie within AMOUNT_TOLERANCE of them (the densest
 * amounts first, so an amount that drifts a few percent around its price stays in one bin); each seed
 * takes the unassigned amounts within AMOUNT_TOLERANCE of it.
 */
function binByAmount(charges: readonly Charge[]): Charge[][] {
  const counts = new Map<number, number>();
  for (const c of charges) counts.set(c.cents, (counts.get(c.cents) ?? 0) + 1);
  const amounts = [...counts.keys()].sort((a, b) => a - b);
  // Charges within tolerance of each amount (two pointers over the sorted amounts and a prefix sum).
  const prefix = [0];
  for (const a of amounts) prefix.push((prefix[prefix.length - 1] as number) + (counts.get(a) ?? 0));
  const density = new Map<number, number>();
  let lo = 0;
  let hi = 0;
  for (const a of amounts) {
    while ((amounts[lo] as number) < a / (1 + AMOUNT_TOLERANCE)) lo += 1;
    while (hi < amounts.length && (amounts[hi] as number) <= a * (1 + AMOUNT_TOLERANCE)) hi += 1;
    density.set(a, (prefix[hi] as number) - (prefix[lo] as number));
  }
  const seeds = [...amounts].sort((a, b) => (density.get(b) ?? 0) - (density.get(a) ?? 0) || (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a - b);
  const binOf = new Map<number, number>();
  let bins = 0;
  for (const seed of seeds) {
    if (binOf.has(seed)) continue;
    let i = lowerBound(amounts, seed / (1 + AMOUNT_TOLERANCE));
    for (; i < amounts.length && (amounts[i] ?? 0) <= seed * (1 + AMOUNT_TOLERANCE); i += 1) {
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

/** The largest ratio between two prices of one subscription: a $1 trial before a $12.99 plan is not a price change. */
export const MAX_PRICE_STEP_RATIO = 2;

function plausiblePriceStep(fromCents: number, toCents: number): boolean {
  return fromCents > 0 && toCents > 0 && Math.max(fromCents, toCents) / Math.min(fromCents, toCents) <= MAX_PRICE_STEP_RATIO;
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
        // The old price must be established (two charges or more): two one-off charges are not a price change.
        if (a.length < 2 || !plausiblePriceStep(a[a.length - 1]?.cents ?? 0, b[0]?.cents ?? 0)) continue;
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

/** The median amount, rounded to whole cents. */
function medianCents(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : Math.round(((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2);
}

function dollars(cents: number): number {
  return Math.round(cents) / 100;
}


function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

function describeSchedule(fit: CadenceFit): string {
  const c = fit.cadence;
  const typical = Math.round(fit.medianInterval);
  const range = fit.minInterval === fit.maxInterval ? `${fit.minInterval} days` : `${fit.minInterval}-${fit.maxInterval} days`;
  const name = c.days > 0 ? `every ${c.days} days` : c.months === 1 ? 'monthly' : `every ${c.months} months`;
  return `${name}: typically ${typical} days apart (${range})`;
}

/** A series' schedule: charges `period` apart from the last charge's date (or month end), shifted by the typical offset. */
interface Schedule {
  fit: CadenceFit;
  last: number;
  /** Day of month the month-based cadences renew on (31 = the month's last day). */
  anchor: number;
  /** Median of (actual - nominal) over the recent charges, days: how late the last charge was against its usual day. */
  offset: number;
}

/** Recent charges that set the schedule's anchor and offset. */
const SCHEDULE_CHARGES = 8;

function nominalDay(last: number, fit: CadenceFit, anchor: number, cycles: number): number {
  const c = fit.cadence;
  if (c.days > 0) return last + cycles * c.days;
  return anchoredDay(monthOf(last).monthIndex + cycles * c.months, anchor);
}

function scheduleOf(fit: CadenceFit): Schedule {
  const recent = fit.days.slice(-SCHEDULE_CHARGES);
  const last = recent[recent.length - 1] as number;
  const isMonthEnd = (day: number) => monthOf(day + 1).dayOfMonth === 1;
  const anchor = fit.cadence.months > 0 ? (recent.filter(isMonthEnd).length * 2 >= recent.length ? 31 : monthOf(last).dayOfMonth) : 0;
  // Each recent charge against its nominal date counted back from the last one.
  const deviations = recent.map((day) => day - nominalDay(last, fit, anchor, -Math.round((last - day) / fit.cadence.approxDays)));
  // Between two middle values, the earlier: an expected charge is better announced a day early than late.
  return { fit, last, anchor, offset: Math.floor(median(deviations)) };
}

/** The charge day expected `cycles` periods after the schedule's last charge. */
export function expectedDay(schedule: Schedule, cycles: number): number {
  return nominalDay(schedule.last, schedule.fit, schedule.anchor, cycles) + schedule.offset;
}

/** Days after an expected charge date that still count as "on time" (the cadence's late slack). */
const lateSlack = (fit: CadenceFit) => Math.ceil(fit.cadence.maxDays - fit.cadence.approxDays);

interface Candidate {
  group: MerchantGroup;
  series: Charge[];
  fit: CadenceFit;
  busy: boolean;
}

function buildPattern(cand: Candidate, today: number, currency: string): Omit<DetectedPattern, 'isForgotten' | 'forgottenReasons'> {
  const money = (cents: number) => reasonMoney(cents, currency);
  const { group, series, fit } = cand;
  const c = fit.cadence;
  const days = fit.days;
  const occurrences = days.length;
  const firstDay = days[0] ?? 0;
  const lastDay = days[days.length - 1] ?? 0;
  const runs = priceRuns(series);
  const variable = runs.length > 4;
  const current = runs[runs.length - 1] as PriceRun;
  const amountCents = variable ? medianCents(series.slice(-3).map((x) => x.cents)) : medianCents(current.charges.map((x) => x.cents));
  const priceChanges: PriceChange[] = variable
    ? []
    : runs.slice(1).map((run, i) => ({ date: fromDayNumber(run.start), fromCents: medianCents((runs[i] as PriceRun).charges.map((x) => x.cents)), toCents: medianCents(run.charges.map((x) => x.cents)) }));

  // Status from the expected next charge: stopped once `inactiveAfterMissedCycles` expected charges
  // (and their late slack) have passed without one.
  const slack = lateSlack(fit);
  const schedule = scheduleOf(fit);
  const inactive = today > expectedDay(schedule, c.inactiveAfterMissedCycles) + slack;
  const status: Pattern['status'] = inactive ? 'inactive' : occurrences >= c.matureOccurrences ? 'mature' : 'early';
  let cycles = 1;
  let next = expectedDay(schedule, cycles);
  while (!inactive && next + slack < today && cycles < 1000) {
    cycles += 1;
    next = expectedDay(schedule, cycles);
  }

  const factor = MONTHLY_FACTOR[c.frequency] ?? 1;
  const monthlyCostCents = Math.round(amountCents * factor);

  // Confidence: regularity (single-period share, interval spread), amount stability, number of charges.
  const intervals = Math.max(1, occurrences - 1);
  const window = c.maxDays - c.minDays;
  const regularity = (fit.singleSteps / intervals) * (1 - (0.5 * (fit.maxInterval - fit.minInterval)) / (window + 1));
  let devSum = 0;
  for (const run of runs) for (const x of run.charges) devSum += Math.abs(x.cents - run.ref) / run.ref;
  const stability = Math.max(0, 1 - devSum / series.length / AMOUNT_TOLERANCE - 0.05 * priceChanges.length);
  const countScore = Math.min(1, occurrences / c.matureOccurrences);
  const knownBonus = group.merchant.catalogue ? 0.05 : 0;
  const confidence = round2(Math.min(1, Math.max(0, 0.4 * regularity + 0.25 * stability + 0.35 * countScore + knownBonus)));

  const reasons: string[] = [];
  reasons.push(`${occurrences} charges from ${fromDayNumber(firstDay)} to ${fromDayNumber(lastDay)}, ${describeSchedule(fit)}.`);
  if (fit.missedCycles > 0) reasons.push(`${fit.missedCycles} missed or paused cycle(s) inside the series.`);
  if (fit.extraDays.length > 0) reasons.push(`${fit.extraDays.length} extra charge(s) too soon after the previous one left out.`);
  if (variable) reasons.push(`Amount varies within ${AMOUNT_TOLERANCE * 100}% (typical ${money(amountCents)}).`);
  else if (priceChanges.length === 0) reasons.push(`Amount stable at ${money(amountCents)} (within ${AMOUNT_TOLERANCE * 100}%).`);
  for (const pc of priceChanges) {
    const pct = ((pc.toCents - pc.fromCents) / pc.fromCents) * 100;
    reasons.push(`Price ${pc.toCents > pc.fromCents ? 'rose' : 'fell'} from ${money(pc.fromCents)} to ${money(pc.toCents)} on ${pc.date} (${pct > 0 ? '+' : ''}${pct.toFixed(1)}%), then stayed.`);
  }
  if (group.merchant.catalogue) reasons.push(`Matches the known service ${group.merchant.displayName} (${group.merchant.category}).`);
  if (inactive) reasons.push(`No charge since ${fromDayNumber(lastDay)}: ${c.inactiveAfterMissedCycles} or more expected charges missed, so treated as stopped.`);
  else reasons.push(`Next charge expected around ${fromDayNumber(next)}.`);
  if (!inactive && status === 'early') reasons.push(`Only ${occurrences} charges so far (${c.matureOccurrences} make it mature): early detection.`);
  if (cand.busy) reasons.push('Merchant also has other, irregular charges; only the regular series is counted.');

  const categories = new Map<string, number>();
  for (const x of series) if (x.category) categories.set(x.category, (categories.get(x.category) ?? 0) + 1);
  const txCategory = [...categories.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const last = series[series.length - 1];

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
    averageAmountCents: Math.round(series.reduce((sum, x) => sum + x.cents, 0) / series.length),
    lastAmountCents: last?.cents ?? amountCents,
    lastDescription: last?.descriptor ?? group.merchant.displayName,
  };
}

/** A series' charges without the ones its fit left out as extra. */
function keptCharges(series: readonly Charge[], fit: CadenceFit): Charge[] {
  if (fit.extraDays.length === 0) return [...series];
  const extra = new Set(fit.extraDays);
  return series.filter((x) => !extra.has(x.day));
}

/** The regular series in one merchant's charges: all of them when they keep one cadence, else per price level. */
function merchantSeries(group: MerchantGroup): { series: Charge[]; fit: CadenceFit }[] {
  const all = [...group.charges].sort(byDay);
  const whole = bestCadence(distinctDays(all));
  if (whole && whole.extraDays.length === 0 && amountsCohere(all)) return [{ series: all, fit: whole }];
  const out: { series: Charge[]; fit: CadenceFit }[] = [];
  for (const bin of joinPriceSteps(binByAmount(group.charges))) {
    bin.sort(byDay);
    const fit = bestCadence(distinctDays(bin));
    // Two services billed under one descriptor at one price (two $10.39 APPLE.COM/BILL plans) interleave:
    // apart, each keeps its own day of the month.
    const parts = fit ? [{ series: bin, fit }] : splitByDayOfMonth(bin).flatMap((part) => {
      const partFit = bestCadence(distinctDays(part));
      return partFit ? [{ series: part, fit: partFit }] : [];
    });
    for (const part of parts) {
      const kept = keptCharges(part.series, part.fit);
      if (pricesHold(kept)) out.push({ series: kept, fit: part.fit });
    }
  }
  return out;
}

/** Days of the month between two groups of charges that make them two schedules. */
const PHASE_GAP_DAYS = 7;

/**
 * Charges split by the day of the month they fall on (read around the month's end: the 30th and the
 * 2nd are 3 days apart), where the days leave gaps of PHASE_GAP_DAYS or more; each part needs three
 * charges. One part (or none) when the charges do not fall into separate days of the month.
 */
function splitByDayOfMonth(series: readonly Charge[]): Charge[][] {
  if (series.length < 6) return [];
  const withDay = series.map((x) => ({ x, dom: monthOf(x.day).dayOfMonth })).sort((a, b) => a.dom - b.dom);
  // The largest circular gap starts the walk, so a part that wraps the month's end stays whole.
  let start = 0;
  let widest = -1;
  for (let i = 0; i < withDay.length; i += 1) {
    const next = withDay[(i + 1) % withDay.length] as { dom: number };
    const gap = (next.dom - (withDay[i] as { dom: number }).dom + 31) % 31;
    if (gap > widest) {
      widest = gap;
      start = (i + 1) % withDay.length;
    }
  }
  const parts: Charge[][] = [[]];
  for (let k = 0; k < withDay.length; k += 1) {
    const here = withDay[(start + k) % withDay.length] as { x: Charge; dom: number };
    const prev = withDay[(start + k - 1 + withDay.length) % withDay.length] as { dom: number };
    if (k > 0 && (here.dom - prev.dom + 31) % 31 >= PHASE_GAP_DAYS) parts.push([]);
    parts[parts.length - 1]?.push(here.x);
  }
  const kept = parts.filter((part) => part.length >= 3);
  return kept.length >= 2 ? kept.map((part) => part.sort(byDay)) : [];
}

/**
 * A price that changes must then stay: every price level but the latest lasts two charges or more
 * (one-charge blips between two equal levels aside). Purchases that happen to fall on a rhythm at
 * a shop jump between prices; a subscription does not.
 */
function pricesHold(series: readonly Charge[]): boolean {
  const runs = priceRuns(series);
  if (runs.length > 4) return true; // a metered amount, judged by its drift instead (amountsCohere)
  return runs.slice(0, -1).every((run) => run.charges.length >= 2);
}

/**
 * One price level with drift, or price levels that follow each other in time (a rise that stays):
 * each charge within AMOUNT_TOLERANCE of the median of its neighbours.
 */
function amountsCohere(series: readonly Charge[]): boolean {
  for (let i = 0; i < series.length; i += 1) {
    const around = series.slice(Math.max(0, i - 2), i + 3).map((x) => x.cents);
    const m = median(around);
    if (Math.abs((series[i] as Charge).cents - m) > m * AMOUNT_TOLERANCE) return false;
  }
  return true;
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
    const found = merchantSeries(group).filter(({ fit }) => fit.days.length >= fit.cadence.minOccurrences);
    const inSeries = new Set(found.flatMap(({ series }) => series.map((x) => x.id)));
    const loose = group.charges.filter((x) => !inSeries.has(x.id));
    for (const { series, fit } of found) {
      const occurrences = fit.days.length;
      const others = group.charges.length - series.length;
      const busy = others >= Math.max(BUSY_MIN_OTHERS, 2 * series.length);
      if (busy && !group.merchant.catalogue && (occurrences < BUSY_MIN_OCCURRENCES || fit.missedCycles > 0)) continue;
      // Two charges a year apart are thin evidence: not at a merchant that also charges similar amounts
      // at other times (a ticket seller, a fuel station), where two such charges a year apart are chance.
      // A descriptor that says so ("MBR RENEWAL", "ANNUAL FEE", "MEMBERSHIP") is evidence enough.
      const says = series.some((x) => SUBSCRIPTION_WORDS.test(x.descriptor));
      if (occurrences < MIN_ALONE_OCCURRENCES && !says && loose.some((x) => plausiblePriceStep(x.cents, series[0]?.cents ?? 0))) continue;
      candidates.push({ group, series, fit, busy });
    }
  }
  const currency = options.currency ?? 'USD';
  const patterns = candidates.map((c) => buildPattern(c, today, currency));
  const lastUsed = options.lastUsedDates ?? {};
  const result: DetectedPattern[] = patterns.map((p) => {
    const lastUsedDate = lastUsed[p.merchantKey] ?? (p.catalogueId ? lastUsed[p.catalogueId] : undefined) ?? lastUsed[p.merchantName] ?? null;
    const reasons = forgottenReasons(p, { today: options.today, lastUsedDate, others: patterns, currency });
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
