import { describe, expect, it } from 'vitest';
import { PORTFOLIO_MAX_ITEMS, quantumReplySchema } from '../../../../../shared/contracts/coach';
import { usd } from './format';
import {
  ASSET_CLASSES,
  DEFAULT_PATHS,
  classifyAsset,
  confidenceFromSpread,
  createSeededRandom,
  seedFromInput,
  simulatePortfolio,
} from './monte-carlo';

const USER = '00000000-0000-4000-8000-000000000001';
const mixed = [
  { name: 'VTSAX', value: 10_000 },
  { name: 'Bitcoin', value: 2_000 },
  { name: 'High yield savings', value: 5_000 },
  { name: 'Total Bond Market', value: 3_000 },
];
const spread = (r: { projection: { p5: number; median: number; p95: number } }) => (r.projection.p95 - r.projection.p5) / r.projection.median;

/** Standard normal CDF (Abramowitz and Stegun 7.1.26, error < 1.5e-7), to check the simulation against theory. */
function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

describe('classifyAsset', () => {
  const table: [string, string][] = [
    ['S&P 500 index fund', 'us-stocks'],
    ['VTSAX', 'us-stocks'],
    ['Apple shares', 'us-stocks'],
    ['Vanguard Total International Stock', 'intl-stocks'],
    ['Emerging markets ETF', 'intl-stocks'],
    ['Bitcoin', 'crypto'],
    ['ETH', 'crypto'],
    ['Bitcoin ETF', 'crypto'],
    ['US Treasury', 'bonds'],
    ['Total Bond Market', 'bonds'],
    ['Global bond fund', 'bonds'],
    ['Savings bond', 'bonds'],
    ['Treasury bills', 'cash'],
    ['High-yield savings', 'cash'],
    ['Cash', 'cash'],
    ['12-month CD', 'cash'],
    ['Money market fund', 'cash'],
    ['Rental property', 'real-estate'],
    ['VNQ REIT', 'real-estate'],
    ['Gold', 'commodities'],
    ['Silver bullion', 'commodities'],
    ['Grandma’s stamp collection', 'other'],
    ['Shareholder loan', 'other'],
  ];
  for (const [name, expected] of table) {
    it(`${name} -> ${expected}`, () => expect(classifyAsset(name)).toBe(expected));
  }

  it('every class states a return, a volatility and a label', () => {
    for (const [key, c] of Object.entries(ASSET_CLASSES)) {
      expect(c.label, key).not.toBe('');
      expect(c.annualVolatility, key).toBeGreaterThan(0);
      expect(Math.abs(c.annualReturn), key).toBeLessThan(0.2);
    }
    expect(ASSET_CLASSES.crypto!.annualVolatility).toBeGreaterThan(ASSET_CLASSES['us-stocks']!.annualVolatility);
    expect(ASSET_CLASSES['us-stocks']!.annualVolatility).toBeGreaterThan(ASSET_CLASSES.bonds!.annualVolatility);
    expect(ASSET_CLASSES.bonds!.annualVolatility).toBeGreaterThan(ASSET_CLASSES.cash!.annualVolatility);
  });
});

describe('seeds', () => {
  it('createSeededRandom repeats per seed, stays in [0, 1) and looks uniform', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const c = createSeededRandom(43);
    const xs = Array.from({ length: 20_000 }, () => a());
    expect(Array.from({ length: 20_000 }, () => b())).toEqual(xs);
    expect(c()).not.toBe(xs[0]);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.49);
    expect(mean).toBeLessThan(0.51);
  });

  it('seedFromInput is a deterministic 31-bit number that changes with the input', () => {
    const seed = seedFromInput(USER, mixed);
    expect(seedFromInput(USER, mixed)).toBe(seed);
    expect(Number.isInteger(seed)).toBe(true);
    expect(seed).toBeGreaterThanOrEqual(0);
    expect(seed).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(seedFromInput(USER, [...mixed, { name: 'Gold', value: 1 }])).not.toBe(seed);
    expect(seedFromInput('00000000-0000-4000-8000-000000000002', mixed)).not.toBe(seed);
    expect(seedFromInput(USER, [{ name: 'VTSAX', value: 10_001 }])).not.toBe(seedFromInput(USER, [{ name: 'VTSAX', value: 10_000 }]));
  });
});

describe('simulatePortfolio', () => {
  it('gives an identical reply for the same seed and different numbers for another', () => {
    const a = simulatePortfolio({ portfolio: mixed, seed: 123 });
    expect(simulatePortfolio({ portfolio: mixed, seed: 123 })).toEqual(a);
    const b = simulatePortfolio({ portfolio: mixed, seed: 124 });
    expect(b.projection.median).not.toBe(a.projection.median);
    expect(b.projection.p5).not.toBe(a.projection.p5);
    expect(b.seed).toBe(124);
  });

  it('fits the contract and names the method, paths, horizon and seed', () => {
    const reply = simulatePortfolio({ portfolio: mixed, seed: 123 });
    expect(() => quantumReplySchema.parse(reply)).not.toThrow();
    expect(reply.paths).toBe(DEFAULT_PATHS);
    expect(reply.horizonYears).toBe(1);
    expect(reply.method).toBe('Monte Carlo simulation: 10,000 paths, log-normal returns, independent assets, 1 year horizon, seed 123');
    expect(reply.projection.startValue).toBe(20_000);
    expect(reply.marketTrends.map((t) => [t.asset, t.assetClass])).toEqual([
      ['VTSAX', 'US stocks'],
      ['Bitcoin', 'Crypto'],
      ['High yield savings', 'Cash and savings'],
      ['Total Bond Market', 'Bonds'],
    ]);
  });

  it('reports probabilities in [0, 1], of the direction shown (never below one half)', () => {
    for (const seed of [1, 2, 3]) {
      for (const t of simulatePortfolio({ portfolio: mixed, seed, paths: 2_000 }).marketTrends) {
        expect(t.probability).toBeGreaterThanOrEqual(0.5);
        expect(t.probability).toBeLessThanOrEqual(1);
      }
    }
  });

  it('matches the log-normal model: P(up) = Phi(drift / vol) within sampling error', () => {
    const reply = simulatePortfolio({ portfolio: mixed, seed: 7, paths: 40_000 });
    for (const t of reply.marketTrends) {
      const c = ASSET_CLASSES[classifyAsset(t.asset)]!;
      const drift = Math.log(1 + c.annualReturn) - c.annualVolatility ** 2 / 2;
      const theoryUp = normalCdf(drift / c.annualVolatility);
      const simulatedUp = t.direction === 'up' ? t.probability : 1 - t.probability;
      expect(Math.abs(simulatedUp - theoryUp), t.asset).toBeLessThan(0.01);
      expect(t.direction, t.asset).toBe(theoryUp >= 0.5 ? 'up' : 'down');
    }
    // For a single US-stock holding the median outcome is value * exp(drift).
    const single = simulatePortfolio({ portfolio: [{ name: 'VTSAX', value: 10_000 }], seed: 7, paths: 40_000 });
    const usDrift = Math.log(1.1) - 0.17 ** 2 / 2;
    expect(single.projection.median / (10_000 * Math.exp(usDrift))).toBeCloseTo(1, 2);
    // 5th percentile of a log-normal: exp(drift - 1.645 vol).
    expect(single.projection.p5 / (10_000 * Math.exp(usDrift - 1.6449 * 0.17))).toBeCloseTo(1, 1);
  });

  it('a cash-only portfolio has a very narrow range, probability up near 1 and high confidence', () => {
    const reply = simulatePortfolio({ portfolio: [{ name: 'Savings account', value: 10_000 }], seed: 99 });
    expect(spread(reply)).toBeLessThan(0.05);
    expect(reply.marketTrends[0]).toMatchObject({ direction: 'up', assetClass: 'Cash and savings' });
    expect(reply.marketTrends[0]!.probability).toBeGreaterThan(0.99);
    expect(reply.confidenceScore).toBeGreaterThanOrEqual(95);
    expect(reply.personalImpact).toContain('in under 1% of simulated paths it ends lower');
  });

  it('a crypto-heavy portfolio is wider, with lower confidence than a stock portfolio', () => {
    const stocks = simulatePortfolio({ portfolio: [{ name: 'S&P 500 index fund', value: 10_000 }], seed: 5 });
    const crypto = simulatePortfolio({
      portfolio: [
        { name: 'Bitcoin', value: 8_000 },
        { name: 'S&P 500 index fund', value: 2_000 },
      ],
      seed: 5,
    });
    const cash = simulatePortfolio({ portfolio: [{ name: 'Cash', value: 10_000 }], seed: 5 });
    expect(spread(crypto)).toBeGreaterThan(2 * spread(stocks));
    expect(crypto.confidenceScore).toBeLessThan(stocks.confidenceScore);
    expect(stocks.confidenceScore).toBeLessThan(cash.confidenceScore);
    expect(crypto.confidenceScore).toBeLessThan(50);
  });

  it('states the median, the 5-95% range and the chance of ending lower in dollars', () => {
    const reply = simulatePortfolio({ portfolio: mixed, seed: 123 });
    const { p5, median, p95, startValue } = reply.projection;
    expect(p5).toBeLessThan(median);
    expect(median).toBeLessThan(p95);
    expect(reply.personalImpact).toContain(`your ${usd(startValue)} portfolio's median outcome is ${usd(median)}`);
    expect(reply.personalImpact).toContain(`5-95% range of ${usd(p5)} to ${usd(p95)}`);
    expect(reply.personalImpact).toMatch(/in \d{1,2}% of simulated paths it ends lower than today\.$/);
    expect(reply.personalImpact).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('widens with the horizon', () => {
    const oneYear = simulatePortfolio({ portfolio: mixed, seed: 3, horizonYears: 1 });
    const tenYears = simulatePortfolio({ portfolio: mixed, seed: 3, horizonYears: 10 });
    expect(spread(tenYears)).toBeGreaterThan(spread(oneYear));
    expect(tenYears.method).toContain('10 years horizon');
  });

  it('rejects input the contract would reject', () => {
    expect(() => simulatePortfolio({ portfolio: [], seed: 1 })).toThrow(RangeError);
    expect(() => simulatePortfolio({ portfolio: mixed, seed: 1, paths: 0 })).toThrow(RangeError);
    expect(() => simulatePortfolio({ portfolio: [{ name: 'x', value: 0 }], seed: 1 })).toThrow(RangeError);
  });

  it(`runs ${PORTFOLIO_MAX_ITEMS} holdings x 10,000 paths well under a second`, () => {
    const names = ['VTSAX', 'Bitcoin', 'Treasury', 'Cash', 'Gold', 'REIT', 'Emerging markets', 'Stamp collection'];
    const portfolio = Array.from({ length: PORTFOLIO_MAX_ITEMS }, (_, i) => ({ name: `${names[i % names.length]} ${i}`, value: 1_000 + i }));
    const started = performance.now();
    const reply = simulatePortfolio({ portfolio, seed: 2024 });
    const elapsed = performance.now() - started;
    expect(reply.marketTrends).toHaveLength(PORTFOLIO_MAX_ITEMS);
    expect(elapsed).toBeLessThan(1_000);
  });
});

describe('confidenceFromSpread', () => {
  it('is 100 / (1 + range / median): narrow ranges score high, a range as wide as the median scores 50', () => {
    expect(confidenceFromSpread(100, 100, 100)).toBe(100);
    expect(confidenceFromSpread(50, 100, 150)).toBe(50);
    expect(confidenceFromSpread(0, 100, 300)).toBe(25);
    expect(confidenceFromSpread(98, 100, 102)).toBe(96);
    expect(confidenceFromSpread(1, 0, 2)).toBe(0);
  });
});
