/**
 * "Time travel" (docs/product.md "AI coach"): a year-by-year projection of net worth to a chosen
 * age, in today's dollars, from the user's income, savings, a return and inflation, and the
 * decisions given. Pure: the route supplies the user's numbers and the defaults.
 */
import type { TimelineReply } from '../../../../../shared/contracts/coach';
import { TIMELINE_QUALITIES } from '../../../../../shared/contracts/coach';
import { percent, usd } from './format';

export type TimelineQuality = (typeof TIMELINE_QUALITIES)[number];

/**
 * 7% nominal: a diversified, stock-heavy portfolio, a little under the long-run ~8-9% of a 60/40 mix
 * so the projection does not flatter. 2.5% inflation: between the Fed's 2% target and the ~3% US CPI
 * average since 1926.
 */
export const TIMELINE_DEFAULTS: { annualReturn: number; inflation: number } = { annualReturn: 0.07, inflation: 0.025 };

/**
 * Fidelity's savings guideline ("1x your salary by 30, 3x by 40, 6x by 50, 8x by 60, 10x by 67",
 * with 2x/35, 4x/45, 7x/55 between), read as net worth against the user's current annual income.
 * Fidelity assumes saving starts at 25, so the benchmark is 0 there; straight lines join the points,
 * and past 67 it stays at 10x.
 */
export const NET_WORTH_BENCHMARK: readonly { age: number; multiple: number }[] = [
  { age: 25, multiple: 0 },
  { age: 30, multiple: 1 },
  { age: 35, multiple: 2 },
  { age: 40, multiple: 3 },
  { age: 45, multiple: 4 },
  { age: 50, multiple: 6 },
  { age: 55, multiple: 7 },
  { age: 60, multiple: 8 },
  { age: 67, multiple: 10 },
];

/** Net worth to reach, as a multiple of annual income, at an age (interpolated). */
export function benchmarkMultiple(age: number): number {
  const first = NET_WORTH_BENCHMARK[0]!;
  const last = NET_WORTH_BENCHMARK[NET_WORTH_BENCHMARK.length - 1]!;
  if (age <= first.age) return first.multiple;
  if (age >= last.age) return last.multiple;
  for (let i = 1; i < NET_WORTH_BENCHMARK.length; i++) {
    const hi = NET_WORTH_BENCHMARK[i]!;
    const lo = NET_WORTH_BENCHMARK[i - 1]!;
    if (age <= hi.age) return lo.multiple + ((hi.multiple - lo.multiple) * (age - lo.age)) / (hi.age - lo.age);
  }
  return last.multiple;
}

/** Share of the benchmark needed for each quality, checked in this order; below the last: poor. */
export const QUALITY_THRESHOLDS: readonly { quality: TimelineQuality; atLeast: number }[] = [
  { quality: 'excellent', atLeast: 1 },
  { quality: 'good', atLeast: 0.6 },
  { quality: 'fair', atLeast: 0.25 },
];

/** Savings rates under this share of income raise a warning (the common 10-15% guideline, low end). */
export const MIN_SAVINGS_RATE = 0.1;

/**
 * Quality of one year.
 * With a benchmark (income above 0 and age past 25): net worth / (multiple x income) against QUALITY_THRESHOLDS.
 * Without one (income 0 or unknown, or age 25 and under), we can only read the direction:
 *   negative net worth -> poor; not growing (this year's return plus savings <= 0) -> fair;
 *   zero but growing -> fair; positive and growing -> good. Never excellent: there is nothing to beat.
 */
export function yearQuality(netWorth: number, age: number, annualIncome: number, growth: number): TimelineQuality {
  const benchmark = benchmarkMultiple(age) * annualIncome;
  if (benchmark > 0) {
    const ratio = netWorth / benchmark;
    return QUALITY_THRESHOLDS.find((t) => ratio >= t.atLeast)?.quality ?? 'poor';
  }
  if (netWorth < 0) return 'poor';
  if (growth <= 0 || netWorth === 0) return 'fair';
  return 'good';
}

export interface TimelineInput {
  currentAge: number;
  targetAge: number;
  startingNetWorth: number;
  annualIncome: number;
  annualSavings: number;
  /** Nominal rates as shares, e.g. 0.07 and 0.025. */
  annualReturn: number;
  inflation: number;
  /** amount: + adds, - costs, applied at the start of that age's year. */
  decisions: { age: number; decision: string; amount: number }[];
}

/** Rates with one decimal: 0.07 -> "7.0%". */
const rate = (share: number) => `${(share * 100).toFixed(1)}%`;
/** Multiples like 10 -> "10x", 8.571 -> "8.6x". */
const multiple = (m: number) => `${m.toFixed(1).replace(/\.0$/, '')}x`;

/**
 * The projection, in today's dollars. Each year, in this order:
 *   1. that age's decisions are added to the net worth (start of the year);
 *   2. the entry for that age records the result;
 *   3. it grows by the real return r = (1 + annualReturn) / (1 + inflation) - 1;
 *   4. annualSavings is added at the end of the year (savings keep pace with inflation, so they stay
 *      constant in today's dollars).
 * So netWorth(age + 1) = (netWorth(age) + decisionsAt(age)) * (1 + r) + annualSavings, with the entry
 * for an age shown after its decisions. Dollars are rounded only in the output.
 */
export function simulateTimeline(input: TimelineInput): TimelineReply {
  const { currentAge, targetAge, startingNetWorth, annualSavings, annualReturn, inflation } = input;
  const numbers = [currentAge, targetAge, startingNetWorth, input.annualIncome, annualSavings, annualReturn, inflation];
  if (numbers.some((n) => !Number.isFinite(n))) throw new RangeError('every timeline input must be a finite number');
  if (!Number.isInteger(currentAge) || !Number.isInteger(targetAge) || targetAge <= currentAge) {
    throw new RangeError('targetAge must be a whole age after currentAge');
  }
  if (annualReturn <= -1 || inflation <= -1) throw new RangeError('annualReturn and inflation must be above -100%');
  const annualIncome = Math.max(0, input.annualIncome);
  const realReturn = (1 + annualReturn) / (1 + inflation) - 1;

  const warnings: string[] = [];
  const values: number[] = [];
  let netWorth = startingNetWorth;
  let firstNegativeAge: number | null = null;
  for (let age = currentAge; age <= targetAge; age++) {
    for (const d of input.decisions) {
      if (d.age !== age || !Number.isFinite(d.amount)) continue;
      if (d.amount < 0 && -d.amount > netWorth) {
        warnings.push(`"${d.decision}" at age ${age} costs ${usd(-d.amount)}, more than your projected net worth of ${usd(netWorth)} then.`);
      }
      netWorth += d.amount;
    }
    values.push(netWorth);
    if (netWorth < 0 && firstNegativeAge === null) firstNegativeAge = age;
    netWorth = netWorth * (1 + realReturn) + annualSavings;
  }

  const timeline = values.map((value, i) => {
    const age = currentAge + i;
    return { age, netWorth: Math.round(value), quality: yearQuality(value, age, annualIncome, value * realReturn + annualSavings) };
  });

  if (firstNegativeAge !== null) {
    const atAge = values[firstNegativeAge - currentAge] ?? 0;
    warnings.unshift(`Net worth goes negative at age ${firstNegativeAge} (${usd(atAge)}).`);
  }
  if (annualIncome > 0 && annualSavings / annualIncome < MIN_SAVINGS_RATE) {
    warnings.push(
      `You save ${percent(Math.max(0, annualSavings) / annualIncome)} of your income (${usd(annualSavings)} of ${usd(annualIncome)} a year), below the ${percent(MIN_SAVINGS_RATE)} most planners suggest.`,
    );
  }
  const finalNetWorth = values[values.length - 1] ?? startingNetWorth;
  const targetMultiple = benchmarkMultiple(targetAge);
  const benchmark = targetMultiple * annualIncome;
  if (benchmark > 0 && finalNetWorth < benchmark) {
    warnings.push(
      `At ${targetAge} this path reaches ${usd(finalNetWorth)}, short of the ${usd(benchmark)} benchmark (${multiple(targetMultiple)} your income).`,
    );
  }

  return {
    timeline,
    warnings,
    bestPath: bestPathSentence({ finalNetWorth, benchmark, targetMultiple, annualIncome, targetAge, years: targetAge - currentAge, realReturn }),
    assumptions: { startingNetWorth, annualIncome, annualSavings, annualReturn, inflation, targetAge },
    method: `Year-by-year compound growth in today's dollars: ${rate(annualReturn)} return, ${rate(inflation)} inflation (${rate(realReturn)} real), savings added at each year's end`,
  };
}

/**
 * The extra monthly saving that lifts the final net worth to the benchmark. The final value is linear
 * in the yearly saving: each extra dollar saved at the end of years 1..n grows to
 * A = ((1 + r)^n - 1) / r dollars by the target (A = n when r = 0). So the gap / (12 * A), rounded up
 * to whole dollars, is enough.
 */
export function extraMonthlySavingNeeded(gap: number, years: number, realReturn: number): number {
  if (gap <= 0) return 0;
  const growthFactor = realReturn === 0 ? years : ((1 + realReturn) ** years - 1) / realReturn;
  // Floating-point noise (2,460 / 24.6 = 100.00000000000001) must not add a dollar, nor leave it a
  // dollar short: compare within a millionth of a cent's relative error.
  const exact = gap / (12 * growthFactor);
  let monthly = Math.max(1, Math.ceil(exact - 1e-9));
  if (monthly * 12 * growthFactor < gap * (1 - 1e-12)) monthly += 1;
  return monthly;
}

function bestPathSentence(p: {
  finalNetWorth: number;
  benchmark: number;
  targetMultiple: number;
  annualIncome: number;
  targetAge: number;
  years: number;
  realReturn: number;
}): string {
  if (p.benchmark <= 0) {
    const why = p.annualIncome > 0 ? 'there is no benchmark to compare with this early' : 'add your income to compare it with a benchmark';
    return `On this path you reach ${usd(p.finalNetWorth)} by age ${p.targetAge} in today's dollars; ${why}.`;
  }
  if (p.finalNetWorth >= p.benchmark) {
    return `You're on track: this path reaches ${usd(p.finalNetWorth)} by age ${p.targetAge}, ${multiple(p.finalNetWorth / p.annualIncome)} your income, above the ${multiple(p.targetMultiple)} benchmark (${usd(p.benchmark)}).`;
  }
  const extra = extraMonthlySavingNeeded(p.benchmark - p.finalNetWorth, p.years, p.realReturn);
  return `Saving ${usd(extra)} more a month (${usd(extra * 12)} a year) reaches the ${multiple(p.targetMultiple)} benchmark of ${usd(p.benchmark)} by age ${p.targetAge}, instead of ${usd(p.finalNetWorth)}.`;
}
