/**
 * "Quantum Predictions" (docs/product.md "AI coach"): the label stays, the method is a seeded Monte
 * Carlo simulation of the given portfolio with per-asset-class return and volatility assumptions.
 * Pure and reproducible: the same portfolio and seed always give the same reply.
 */
import type { QuantumReply } from '../../../../../shared/contracts/coach';
import { usd } from './format';

export interface AssetClass {
  label: string;
  /** Expected yearly return, nominal (before inflation), as a share: 0.1 = 10%. */
  annualReturn: number;
  /** Yearly standard deviation of log returns, as a share. */
  annualVolatility: number;
  /** Words or phrases matched against the normalised holding name (see classifyAsset). */
  keywords: string[];
}

/**
 * Long-run assumptions, nominal, rounded, and deliberately plain. Sources of the kind a planner cites:
 * - us-stocks: S&P 500 / total US market since 1926 (Ibbotson SBBI, Damodaran's annual returns data):
 *   about 10% a year nominal (~7% after inflation) with a 15-20% yearly standard deviation.
 * - intl-stocks: MSCI EAFE / ACWI ex-US since 1970: about 8% nominal, slightly more volatile than the US.
 * - bonds: US aggregate / intermediate Treasuries: about 4.5% nominal, 5-7% volatility.
 * - cash: 3-month T-bills since 1926 (~3.3%) and insured savings: no losses in nominal terms; the 1%
 *   volatility stands for rate changes over the year.
 * - real-estate: listed REITs (FTSE Nareit All Equity since 1972): about 8-9% nominal, ~20% volatility.
 * - commodities: gold since 1971 and broad commodity indices: about 5% nominal, 15-20% volatility.
 * - crypto: too short a history for a long-run mean. We assume a stock-like 8% so the model does not
 *   promise riches, with Bitcoin's realised volatility of roughly 60-80% a year. At that volatility the
 *   median path loses money even though the average gains (a log-normal's median sits below its
 *   mean), so crypto usually shows "down": that is the honest reading of the assumption.
 * - other: anything unrecognised gets a middle-of-the-road balanced-fund assumption.
 */
export const ASSET_CLASSES: Record<string, AssetClass> = {
  'us-stocks': {
    label: 'US stocks',
    annualReturn: 0.1,
    annualVolatility: 0.17,
    keywords: [
      'stock', 'stocks', 'share', 'shares', 'equity', 'equities', 'index fund', 'sp 500', 'sp500', 's p 500', 'nasdaq', 'dow',
      'russell', 'total stock market', 'total market', 'large cap', 'small cap', 'mid cap', 'growth fund', 'value fund', 'vtsax', 'vti', 'voo', 'spy',
      'ivv', 'fxaix', 'vfiax', 'swppx', 'qqq', 'schb', 'itot', 'apple', 'aapl', 'microsoft', 'msft', 'amazon', 'amzn', 'google', 'googl',
      'alphabet', 'tesla', 'tsla', 'nvidia', 'nvda', 'meta', 'berkshire', 'brk',
    ],
  },
  'intl-stocks': {
    label: 'International stocks',
    annualReturn: 0.08,
    annualVolatility: 0.18,
    keywords: [
      'international', 'intl', 'global', 'world', 'foreign', 'ex us', 'emerging markets', 'emerging market', 'developed markets', 'europe',
      'european', 'japan', 'china', 'asia', 'vxus', 'vtiax', 'vea', 'vwo', 'iefa', 'eem', 'efa', 'acwi',
    ],
  },
  bonds: {
    label: 'Bonds',
    annualReturn: 0.045,
    annualVolatility: 0.06,
    keywords: [
      'bond', 'bonds', 'treasury', 'treasuries', 'tips', 'gilt', 'gilts', 'muni', 'municipal', 'fixed income', 'corporate bond', 'i bond',
      'savings bond', 'bond market', 'aggregate bond', 'bnd', 'agg', 'vbtlx', 'tlt', 'note', 'notes',
    ],
  },
  cash: {
    label: 'Cash and savings',
    annualReturn: 0.03,
    annualVolatility: 0.01,
    keywords: [
      'cash', 'savings', 'saving', 'checking', 'cd', 'cds', 'certificate of deposit', 'money market', 'mmf', 'high yield savings', 'hysa',
      't bill', 't bills', 'tbill', 'tbills', 'treasury bill', 'treasury bills', 'deposit', 'emergency fund', 'sweep', 'vmfxx', 'spaxx',
    ],
  },
  'real-estate': {
    label: 'Real estate',
    annualReturn: 0.08,
    annualVolatility: 0.2,
    keywords: ['real estate', 'reit', 'reits', 'property', 'properties', 'rental', 'house', 'home', 'condo', 'apartment', 'land', 'realty', 'vnq'],
  },
  commodities: {
    label: 'Gold and commodities',
    annualReturn: 0.05,
    annualVolatility: 0.17,
    keywords: ['gold', 'silver', 'platinum', 'precious metal', 'precious metals', 'commodity', 'commodities', 'oil', 'gld', 'iau', 'slv', 'bullion'],
  },
  crypto: {
    label: 'Crypto',
    annualReturn: 0.08,
    annualVolatility: 0.75,
    keywords: [
      'crypto', 'cryptocurrency', 'cryptocurrencies', 'bitcoin', 'btc', 'ethereum', 'eth', 'ether', 'solana', 'dogecoin', 'doge', 'xrp',
      'ripple', 'cardano', 'litecoin', 'ltc', 'altcoin', 'altcoins', 'nft', 'nfts', 'ibit', 'gbtc',
    ],
  },
  other: {
    label: 'Other (balanced assumption)',
    annualReturn: 0.06,
    annualVolatility: 0.12,
    keywords: [],
  },
};

/**
 * Classes in two tiers. What the holding *is* (crypto, gold, property, a bond, cash) outranks where it
 * trades, so "Global bond fund" reads as bonds and "Home equity" as real estate; only when no such
 * word is present do the stock classes compete. Within a tier, ties go to the class listed first.
 */
const CLASS_TIERS: readonly (readonly string[])[] = [
  ['crypto', 'commodities', 'real-estate', 'bonds', 'cash'],
  ['intl-stocks', 'us-stocks'],
];
/** "S&P 500 Index Fund" -> "sp 500 index fund"; "401(k)" -> "401 k". */
function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’&.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Within the first tier that matches at all, the class with the longest matching keyword wins, so
 * "Savings bond" reads as bonds (not cash), "Treasury bills" as cash (not bonds) and "Vanguard Total
 * International Stock" as international. Keywords match whole words only. Nothing matched: 'other'.
 */
export function classifyAsset(name: string): string {
  const padded = ` ${normaliseName(name)} `;
  for (const tier of CLASS_TIERS) {
    let best: string | null = null;
    let bestLength = 0;
    for (const key of tier) {
      for (const keyword of ASSET_CLASSES[key]?.keywords ?? []) {
        if (keyword.length > bestLength && padded.includes(` ${keyword} `)) {
          best = key;
          bestLength = keyword.length;
        }
      }
    }
    if (best) return best;
  }
  return 'other';
}

/** mulberry32: a small, fast 32-bit PRNG with good statistical quality for simulation. Returns [0, 1). */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the user id and the holdings, folded to 31 bits so it fits the contract's seed range. */
export function seedFromInput(userId: string, portfolio: { name: string; value: number }[]): number {
  const text = `${userId}|${portfolio.map((h) => `${h.name}=${h.value}`).join('|')}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x7fffffff;
}

export const DEFAULT_PATHS = 10_000;
export const DEFAULT_HORIZON_YEARS = 1;

/**
 * confidenceScore = 100 / (1 + spread), spread = (p95 - p5) / median of the portfolio's value.
 * A range as wide as the median itself scores 50; a cash-like range (a few percent) scores ~95+;
 * an all-crypto portfolio (range ~3x the median over a year) scores ~25.
 */
export function confidenceFromSpread(p5: number, median: number, p95: number): number {
  if (!(median > 0)) return 0;
  const spread = Math.max(0, (p95 - p5) / median);
  return Math.round(Math.min(100, Math.max(0, 100 / (1 + spread))));
}

/** Linear-interpolated quantile of sorted values (the usual "type 7" definition). */
function quantile(sorted: Float64Array, q: number): number {
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.min(sorted.length - 1, lower + 1);
  const low = sorted[lower] ?? 0;
  const high = sorted[upper] ?? low;
  return low + (high - low) * (position - lower);
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/**
 * Each path draws every holding's return over the horizon independently (no correlation between
 * assets: a simplification that understates how assets fall together in a crash):
 *   log return ~ Normal((ln(1 + annualReturn) - vol^2 / 2) * T, vol^2 * T)
 * so the expected growth factor is (1 + annualReturn)^T. Normals come from Box-Muller over the seeded PRNG.
 */
export function simulatePortfolio(input: {
  portfolio: { name: string; value: number }[];
  seed: number;
  paths?: number;
  horizonYears?: number;
}): QuantumReply {
  const paths = input.paths ?? DEFAULT_PATHS;
  const horizonYears = input.horizonYears ?? DEFAULT_HORIZON_YEARS;
  if (input.portfolio.length === 0) throw new RangeError('portfolio must hold at least one asset');
  if (!Number.isInteger(paths) || paths < 1) throw new RangeError('paths must be a positive integer');
  if (!(horizonYears > 0) || !Number.isFinite(horizonYears)) throw new RangeError('horizonYears must be greater than 0');
  if (input.portfolio.some((h) => !Number.isFinite(h.value) || h.value <= 0)) throw new RangeError('every holding needs a value above 0');

  const holdings = input.portfolio.map((h) => {
    const classKey = classifyAsset(h.name);
    const assetClass = ASSET_CLASSES[classKey] ?? ASSET_CLASSES.other!;
    const vol = assetClass.annualVolatility;
    return {
      name: h.name,
      value: h.value,
      label: assetClass.label,
      drift: (Math.log(1 + assetClass.annualReturn) - (vol * vol) / 2) * horizonYears,
      spread: vol * Math.sqrt(horizonYears),
    };
  });
  const startValue = holdings.reduce((sum, h) => sum + h.value, 0);

  const random = createSeededRandom(input.seed);
  let spareNormal: number | null = null;
  const nextNormal = (): number => {
    if (spareNormal !== null) {
      const value = spareNormal;
      spareNormal = null;
      return value;
    }
    // 1 - random() lies in (0, 1], so the logarithm is always finite.
    const radius = Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    spareNormal = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };

  const totals = new Float64Array(paths);
  const upCounts = new Array<number>(holdings.length).fill(0);
  let pathsLower = 0;
  for (let p = 0; p < paths; p++) {
    let total = 0;
    for (let i = 0; i < holdings.length; i++) {
      const h = holdings[i]!;
      const logReturn = h.drift + h.spread * nextNormal();
      if (logReturn > 0) upCounts[i]!++;
      total += h.value * Math.exp(logReturn);
    }
    totals[p] = total;
    if (total < startValue) pathsLower++;
  }
  totals.sort();

  const p5 = quantile(totals, 0.05);
  const median = quantile(totals, 0.5);
  const p95 = quantile(totals, 0.95);
  const chanceLower = pathsLower / paths;
  const horizonText = horizonYears === 1 ? '1 year' : `${horizonYears} years`;

  return {
    marketTrends: holdings.map((h, i) => {
      const probabilityUp = (upCounts[i] ?? 0) / paths;
      const up = probabilityUp >= 0.5;
      return { asset: h.name, assetClass: h.label, direction: up ? 'up' : 'down', probability: up ? probabilityUp : 1 - probabilityUp };
    }),
    personalImpact:
      `Over ${horizonText}, your ${usd(startValue)} portfolio's median outcome is ${usd(median)}, ` +
      `with a 5-95% range of ${usd(p5)} to ${usd(p95)}; in ${formatChance(chanceLower)} of simulated paths it ends lower than today.`,
    confidenceScore: confidenceFromSpread(p5, median, p95),
    method: `Monte Carlo simulation: ${paths.toLocaleString('en-US')} paths, log-normal returns, independent assets, ${horizonText} horizon, seed ${input.seed}`,
    seed: input.seed,
    paths,
    horizonYears,
    projection: { startValue: cents(startValue), p5: cents(p5), median: cents(median), p95: cents(p95) },
  };
}

/** "12%", "under 1%" or "0%" (exactly none), "over 99%" when all but a handful. */
function formatChance(share: number): string {
  if (share === 0) return '0%';
  if (share < 0.01) return 'under 1%';
  if (share === 1) return '100%';
  if (share > 0.99) return 'over 99%';
  return `${Math.round(share * 100)}%`;
}
