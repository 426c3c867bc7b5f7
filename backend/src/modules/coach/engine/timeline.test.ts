import { describe, expect, it } from 'vitest';
import { timelineReplySchema } from '../../../../../shared/contracts/coach';
import { usd } from './format';
import {
  MIN_SAVINGS_RATE,
  TIMELINE_DEFAULTS,
  benchmarkMultiple,
  extraMonthlySavingNeeded,
  simulateTimeline,
  yearQuality,
  type TimelineInput,
} from './timeline';

const base: TimelineInput = {
  currentAge: 30,
  targetAge: 33,
  startingNetWorth: 10_000,
  annualIncome: 0,
  annualSavings: 1_000,
  annualReturn: 0.05,
  inflation: 0,
  decisions: [],
};

/** A 30-year-old earning 60,000 and saving 6,000 (10%) from 5,000, to 67, with the default rates: just short of 10x. */
const career: TimelineInput = {
  currentAge: 30,
  targetAge: 67,
  startingNetWorth: 5_000,
  annualIncome: 60_000,
  annualSavings: 6_000,
  annualReturn: TIMELINE_DEFAULTS.annualReturn,
  inflation: TIMELINE_DEFAULTS.inflation,
  decisions: [],
};

const netWorths = (input: TimelineInput) => simulateTimeline(input).timeline.map((t) => t.netWorth);
const finalNetWorth = (input: TimelineInput) => netWorths(input).at(-1)!;

describe('simulateTimeline: the projection', () => {
  it('matches a hand-computed compound-growth case', () => {
    // 5% return, 0 inflation -> real return 5%; savings added at each year's end:
    // age 30: 10,000                          (the start)
    // age 31: 10,000 x 1.05 + 1,000 = 11,500
    // age 32: 11,500 x 1.05 + 1,000 = 13,075
    // age 33: 13,075 x 1.05 + 1,000 = 14,728.75 -> shown as 14,729
    expect(simulateTimeline(base).timeline.map((t) => [t.age, t.netWorth])).toEqual([
      [30, 10_000],
      [31, 11_500],
      [32, 13_075],
      [33, 14_729],
    ]);
  });

  it('has one entry per age from currentAge to targetAge inclusive', () => {
    const reply = simulateTimeline(career);
    expect(reply.timeline).toHaveLength(67 - 30 + 1);
    expect(reply.timeline[0]!.age).toBe(30);
    expect(reply.timeline.at(-1)!.age).toBe(67);
    expect(() => timelineReplySchema.parse(reply)).not.toThrow();
  });

  it('uses the real return (1 + return) / (1 + inflation) - 1', () => {
    // 1,000 x 1.07 / 1.025 = 1,043.90 -> 1,044 after one year, in today's dollars.
    const oneYear = netWorths({ ...base, startingNetWorth: 1_000, annualSavings: 0, annualReturn: 0.07, inflation: 0.025, targetAge: 31 });
    expect(oneYear).toEqual([1_000, 1_044]);
  });

  it('inflation lowers the real result', () => {
    const noInflation = finalNetWorth({ ...career, inflation: 0 });
    const withInflation = finalNetWorth(career);
    const moreInflation = finalNetWorth({ ...career, inflation: 0.05 });
    expect(withInflation).toBeLessThan(noInflation);
    expect(moreInflation).toBeLessThan(withInflation);
  });

  it('a negative decision lowers every year from its age on, and none before', () => {
    const without = netWorths(career);
    const withCar = netWorths({ ...career, decisions: [{ age: 40, decision: 'Buy a car', amount: -25_000 }] });
    without.forEach((value, i) => {
      const age = 30 + i;
      if (age < 40) expect(withCar[i], `age ${age}`).toBe(value);
      else expect(withCar[i]!, `age ${age}`).toBeLessThan(value);
    });
    // Applied at the start of age 40's year: that year's entry already shows it, exactly.
    expect(without[10]! - withCar[10]!).toBeCloseTo(25_000, -1);
  });

  it('a positive decision (an inheritance) raises later years; decisions at the same age add up', () => {
    const gift = netWorths({ ...base, decisions: [{ age: 31, decision: 'Inheritance', amount: 5_000 }] });
    // 11,500 + 5,000 = 16,500 at 31; 16,500 x 1.05 + 1,000 = 18,325 at 32.
    expect(gift.slice(0, 3)).toEqual([10_000, 16_500, 18_325]);
    const both = netWorths({
      ...base,
      decisions: [
        { age: 31, decision: 'Inheritance', amount: 5_000 },
        { age: 31, decision: 'Wedding', amount: -5_000 },
      ],
    });
    expect(both).toEqual(netWorths(base));
  });

  it('echoes its assumptions and names its method', () => {
    const reply = simulateTimeline(career);
    expect(reply.assumptions).toEqual({
      startingNetWorth: 5_000,
      annualIncome: 60_000,
      annualSavings: 6_000,
      annualReturn: 0.07,
      inflation: 0.025,
      targetAge: 67,
    });
    expect(reply.method).toBe(
      "Year-by-year compound growth in today's dollars: 7.0% return, 2.5% inflation (4.4% real), savings added at each year's end",
    );
  });

  it('rejects impossible input', () => {
    expect(() => simulateTimeline({ ...base, targetAge: 30 })).toThrow(RangeError);
    expect(() => simulateTimeline({ ...base, inflation: -1 })).toThrow(RangeError);
    expect(() => simulateTimeline({ ...base, annualSavings: Number.NaN })).toThrow(RangeError);
  });
});

describe('benchmark and quality', () => {
  it('follows Fidelity’s multiples, interpolated, 0 up to 25 and 10x from 67', () => {
    expect(benchmarkMultiple(20)).toBe(0);
    expect(benchmarkMultiple(25)).toBe(0);
    expect(benchmarkMultiple(30)).toBe(1);
    expect(benchmarkMultiple(32)).toBeCloseTo(1.4);
    expect(benchmarkMultiple(40)).toBe(3);
    expect(benchmarkMultiple(50)).toBe(6);
    expect(benchmarkMultiple(60)).toBe(8);
    expect(benchmarkMultiple(67)).toBe(10);
    expect(benchmarkMultiple(80)).toBe(10);
  });

  it('grades net worth against the benchmark: 100% excellent, 60% good, 25% fair, else poor', () => {
    // At 40 with 50,000 income the benchmark is 3 x 50,000 = 150,000.
    expect(yearQuality(150_000, 40, 50_000, 1)).toBe('excellent');
    expect(yearQuality(149_999, 40, 50_000, 1)).toBe('good');
    expect(yearQuality(90_000, 40, 50_000, 1)).toBe('good');
    expect(yearQuality(89_999, 40, 50_000, 1)).toBe('fair');
    expect(yearQuality(37_500, 40, 50_000, 1)).toBe('fair');
    expect(yearQuality(37_499, 40, 50_000, 1)).toBe('poor');
    expect(yearQuality(-1_000, 40, 50_000, 1)).toBe('poor');
  });

  it('with no income (or no benchmark yet) judges on sign and growth, never excellent', () => {
    expect(yearQuality(-1, 40, 0, 100)).toBe('poor');
    expect(yearQuality(10_000, 40, 0, 0)).toBe('fair');
    expect(yearQuality(0, 40, 0, 500)).toBe('fair');
    expect(yearQuality(10_000, 40, 0, 500)).toBe('good');
    expect(yearQuality(1e9, 22, 50_000, 500)).toBe('good');
    const timeline = simulateTimeline({ ...career, annualIncome: 0 }).timeline;
    expect(timeline.every((t) => t.quality === 'good')).toBe(true);
  });

  it('labels each year of the projection by that rule', () => {
    const reply = simulateTimeline(career);
    for (const t of reply.timeline) expect(t.quality).toBe(yearQuality(t.netWorth, t.age, 60_000, 1));
    expect(reply.timeline[0]!.quality).toBe('poor'); // 5,000 of a 60,000 benchmark at 30 = 8%
  });
});

describe('warnings', () => {
  it('none on a healthy path', () => {
    const reply = simulateTimeline({ ...career, startingNetWorth: 100_000, annualSavings: 15_000 });
    expect(reply.warnings).toEqual([]);
  });

  it('net worth going negative, with the age it happens', () => {
    const reply = simulateTimeline({ ...career, decisions: [{ age: 35, decision: 'Business venture', amount: -200_000 }] });
    expect(reply.warnings[0]).toMatch(/^Net worth goes negative at age 35 \(-\$[\d,]+\)\.$/);
    expect(simulateTimeline(career).warnings.some((w) => w.includes('negative'))).toBe(false);
  });

  it('a decision that costs more than the net worth at that age', () => {
    const projectedAt35 = netWorths(career)[5]!;
    const reply = simulateTimeline({ ...career, decisions: [{ age: 35, decision: 'Buy a boat', amount: -(projectedAt35 + 1_000) }] });
    expect(reply.warnings).toContain(
      `"Buy a boat" at age 35 costs ${usd(projectedAt35 + 1_000)}, more than your projected net worth of ${usd(projectedAt35)} then.`,
    );
    const affordable = simulateTimeline({ ...career, decisions: [{ age: 35, decision: 'Buy a boat', amount: -(projectedAt35 - 1_000) }] });
    expect(affordable.warnings.some((w) => w.includes('Buy a boat'))).toBe(false);
  });

  it('a savings rate below 10% of income, and not at 10%', () => {
    const low = simulateTimeline({ ...career, annualSavings: 3_000 });
    expect(low.warnings).toContain('You save 5% of your income ($3,000 of $60,000 a year), below the 10% most planners suggest.');
    const atRate = simulateTimeline({ ...career, annualSavings: 60_000 * MIN_SAVINGS_RATE });
    expect(atRate.warnings.some((w) => w.startsWith('You save'))).toBe(false);
    const noIncome = simulateTimeline({ ...career, annualIncome: 0, annualSavings: 0 });
    expect(noIncome.warnings.some((w) => w.startsWith('You save'))).toBe(false);
  });

  it('missing the benchmark at the target age, and not when reached', () => {
    const short = simulateTimeline(career);
    const final = short.timeline.at(-1)!.netWorth;
    expect(final).toBeLessThan(600_000);
    expect(short.warnings).toContain(`At 67 this path reaches ${usd(final)}, short of the $600,000 benchmark (10x your income).`);
    const reached = simulateTimeline({ ...career, annualSavings: 15_000 });
    expect(reached.warnings.some((w) => w.includes('benchmark'))).toBe(false);
  });
});

describe('bestPath', () => {
  const extraFrom = (bestPath: string) => Number(/^Saving \$([\d,]+) more a month/.exec(bestPath)![1]!.replace(/,/g, ''));

  it('names the extra monthly saving that reaches the benchmark, and it does when plugged back in', () => {
    for (const input of [
      career,
      { ...career, currentAge: 45, startingNetWorth: 50_000, annualSavings: 2_000 },
      { ...career, targetAge: 50, decisions: [{ age: 40, decision: 'House deposit', amount: -60_000 }] },
      { ...career, annualReturn: 0.025, inflation: 0.025 },
    ]) {
      const reply = simulateTimeline(input);
      const extra = extraFrom(reply.bestPath);
      const benchmark = benchmarkMultiple(input.targetAge) * input.annualIncome;
      expect(reply.bestPath).toContain(`benchmark of ${usd(benchmark)} by age ${input.targetAge}`);
      expect(finalNetWorth({ ...input, annualSavings: input.annualSavings + 12 * extra })).toBeGreaterThanOrEqual(benchmark);
      // And it is the smallest whole-dollar amount that does.
      expect(finalNetWorth({ ...input, annualSavings: input.annualSavings + 12 * (extra - 1) })).toBeLessThan(benchmark);
    }
  });

  it('when already on track, says what the path reaches', () => {
    const reply = simulateTimeline({ ...career, annualSavings: 15_000 });
    const final = reply.timeline.at(-1)!.netWorth;
    expect(reply.bestPath).toBe(
      `You're on track: this path reaches ${usd(final)} by age 67, ${(final / 60_000).toFixed(1)}x your income, above the 10x benchmark ($600,000).`,
    );
  });

  it('without an income, still states the figure the path reaches', () => {
    const reply = simulateTimeline({ ...base, annualIncome: 0 });
    expect(reply.bestPath).toBe("On this path you reach $14,729 by age 33 in today's dollars; add your income to compare it with a benchmark.");
  });

  it('extraMonthlySavingNeeded solves the annuity in closed form, 0 real return included', () => {
    // 0% real for 10 years: 12,000 short / (12 x 10) = 100 a month.
    expect(extraMonthlySavingNeeded(12_000, 10, 0)).toBe(100);
    expect(extraMonthlySavingNeeded(0, 10, 0.05)).toBe(0);
    // 5% for 2 years: each yearly dollar grows to 1.05 + 1 = 2.05; 2,460 / (12 x 2.05) = 100.
    expect(extraMonthlySavingNeeded(2_460, 2, 0.05)).toBe(100);
  });
});
