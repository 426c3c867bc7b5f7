/**
 * A labelled, synthetic evaluation set for the detection engine: users with two years of card
 * transactions, noisy merchant strings (processor prefixes, store numbers, phone numbers, dates,
 * city/state suffixes, casing), per-charge date drift (weekend shifts and posting delays: see
 * POSTING_DELAY_DAYS), amounts that drift a few percent for metered services, missed cycles, pauses,
 * $1 trials before the paid plan, price changes, cancellations, and decoys (coffee, groceries, fuel, shopping at irregular days and amounts,
 * a same-price irregular car wash, own-account transfers, card payments, payroll and other income,
 * refunds). Each user carries the ground truth: the real recurring streams, with merchant, cadence,
 * status and the ids of their transactions. Deterministic for a seed; pure (no I/O).
 */
import type { SubscriptionFrequency } from '../../../../../../shared/contracts/subscriptions';
import { MERCHANT_CATALOGUE } from '../merchant-catalogue';
import { CADENCE_BY_FREQUENCY } from '../cadence';
import { anchoredDay, fromDayNumber, monthOf, toDayNumber } from '../dates';
import type { DetectionTransaction } from '../detect';
import { matchCatalogue } from '../normalise';

export interface TruthStream {
  merchantName: string;
  frequency: SubscriptionFrequency;
  status: 'active' | 'inactive';
  transactionIds: string[];
  priceChanged: boolean;
}

export interface EvaluationUser {
  userId: string;
  today: string;
  transactions: DetectionTransaction[];
  truth: TruthStream[];
}

export interface EvaluationSet {
  seed: number;
  users: EvaluationUser[];
}

/** mulberry32: a small, fast, seeded PRNG. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const chance = (rng: Rng, p: number) => rng() < p;

/** Local recurring merchants the catalogue does not know. */
const LOCAL_MERCHANTS = [
  'IRON PEAK GYM', 'SUNRISE LAWN CARE', 'PAWS DOG WALKING', 'BUG SHIELD PEST CONTROL', 'HARBOR INSURANCE', 'CLOUD9 DOMAINS',
  'GREENLEAF MEAL PREP', 'CITY PARKING PERMIT', 'BRIGHT SMILE DENTAL PLAN', 'METRO STORAGE UNITS', 'AQUA POOL SERVICE',
  'CLEANPRO HOUSEKEEPING', 'TUTOR TIME LEARNING', 'VALLEY WATER DELIVERY', 'SUMMIT MARTIAL ARTS', 'ROCKET WEB HOSTING',
  'KIDS PIANO STUDIO', 'PURE YOGA STUDIO', 'HOMEGUARD SECURITY', 'FRESH FLOWERS CLUB', 'LOCAL FARM BOX', 'AUTOCARE PLAN',
  'WINE OF THE MONTH CLUB', 'LAKESIDE TENNIS CLUB', 'NORTHSTAR CHURCH GIVING', 'BLUEWAVE INTERNET', 'EVERGREEN HOA DUES',
  'SWIFT CAR WASH CLUB', 'PRIME LOCKSMITH PLAN', 'STARLIGHT DANCE ACADEMY',
].filter((m) => !matchCatalogue(m));

const CITIES: readonly [string, string][] = [
  ['SPRINGFIELD', 'IL'], ['AUSTIN', 'TX'], ['SEATTLE', 'WA'], ['DENVER', 'CO'], ['LOS ANGELES', 'CA'], ['BOSTON', 'MA'],
  ['MADISON', 'WI'], ['RENO', 'NV'], ['BOISE', 'ID'], ['NEW YORK', 'NY'], ['TAMPA', 'FL'], ['EUGENE', 'OR'],
];
const PREFIXES = ['SQ *', 'TST* ', 'PAYPAL *', 'PP*', 'POS PURCHASE ', 'RECURRING PAYMENT '];

function casing(rng: Rng, s: string): string {
  const r = rng();
  if (r < 0.6) return s.toUpperCase();
  if (r < 0.8) return s.toLowerCase();
  return s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

function digits(rng: Rng, n: number): string {
  return Array.from({ length: n }, () => int(rng, 0, 9)).join('');
}

/** A noisy bank descriptor for one charge of a merchant. */
function noisyDescriptor(rng: Rng, base: string, city: [string, string], day: number): string {
  let s = base;
  if (!base.includes('*') && chance(rng, 0.3)) s = pick(rng, PREFIXES) + s;
  const r = rng();
  if (r < 0.15) s += ` #${digits(rng, int(rng, 2, 5))}`;
  else if (r < 0.3) s += ` ${digits(rng, 3)}-${digits(rng, 3)}-${digits(rng, 4)}`;
  else if (r < 0.45) s += ` ${city[0]} ${city[1]}`;
  else if (r < 0.55) s += ` ${fromDayNumber(day).slice(5, 7)}/${fromDayNumber(day).slice(8, 10)}`;
  else if (r < 0.62) s += ` STORE ${digits(rng, 4)} ${city[0]} ${city[1]}`;
  return casing(rng, s);
}

interface StreamPlan {
  merchantName: string;
  base: string;
  frequency: SubscriptionFrequency;
}

const AMOUNT_RANGE: Record<SubscriptionFrequency, [number, number]> = {
  weekly: [8, 45],
  biweekly: [20, 90],
  monthly: [4, 60],
  quarterly: [25, 160],
  'semi-annual': [90, 650],
  annual: [15, 220],
};

function price(rng: Rng, frequency: SubscriptionFrequency): number {
  const [lo, hi] = AMOUNT_RANGE[frequency];
  return int(rng, lo, hi) * 100 + pick(rng, [99, 99, 0, 49, 95]);
}

/** Largest posting delay after the due date (and after a weekend shift), days. */
const POSTING_DELAY_DAYS: Record<SubscriptionFrequency, number> = { weekly: 2, biweekly: 3, monthly: 3, quarterly: 5, 'semi-annual': 6, annual: 6 };

/** The day a charge due on `due` posts: a Saturday or Sunday due date moves to Monday, then 0..delay days. */
function postedDay(rng: Rng, due: number, frequency: SubscriptionFrequency): number {
  const weekday = (due + 4) % 7; // 1970-01-01 was a Thursday (4); 0 = Sunday, 6 = Saturday.
  const shifted = weekday === 6 ? due + 2 : weekday === 0 ? due + 1 : due;
  return chance(rng, 0.5) ? shifted + int(rng, 0, POSTING_DELAY_DAYS[frequency]) : shifted;
}

/** Nominal charge days of a stream from `start` (a day number) up to `end`. */
function nominalDays(rng: Rng, frequency: SubscriptionFrequency, start: number, end: number): number[] {
  const c = CADENCE_BY_FREQUENCY[frequency];
  const out: number[] = [];
  if (c.days > 0) {
    for (let d = start; d <= end; d += c.days) out.push(d);
    return out;
  }
  const anchor = chance(rng, 0.2) ? int(rng, 28, 31) : int(rng, 1, 28);
  const { monthIndex } = monthOf(start);
  for (let k = 0; ; k += 1) {
    const d = anchoredDay(monthIndex + k * c.months, anchor);
    if (d > end) break;
    if (d >= start) out.push(d);
  }
  return out;
}

function generateUser(rng: Rng, index: number, today: string): EvaluationUser {
  const userId = `eval-user-${String(index + 1).padStart(3, '0')}`;
  const end = toDayNumber(today);
  const begin = end - 730;
  const transactions: DetectionTransaction[] = [];
  const truth: TruthStream[] = [];
  let seq = 0;
  const add = (day: number, amountCents: number, description: string, category: string | null = null) => {
    seq += 1;
    const id = `${userId}-${seq}`;
    transactions.push({ id, date: fromDayNumber(day), amountCents, description, category });
    return id;
  };

  // The plan: 2-5 monthly streams, and each other cadence with probability 0.55 (annual 0.9: about
  // half of the annual streams have only one charge inside the two years and are not ground truth).
  const frequencies: SubscriptionFrequency[] = [];
  for (let i = int(rng, 2, 5); i > 0; i -= 1) frequencies.push('monthly');
  for (const f of ['weekly', 'biweekly', 'quarterly', 'semi-annual', 'annual'] as const) if (chance(rng, f === 'annual' ? 0.9 : 0.55)) frequencies.push(f);

  const usedNames = new Set<string>();
  const plans: StreamPlan[] = frequencies.map((frequency) => {
    for (;;) {
      const known = frequency === 'monthly' || frequency === 'annual' ? chance(rng, 0.7) : chance(rng, 0.25);
      if (known) {
        const m = pick(rng, MERCHANT_CATALOGUE);
        if (usedNames.has(m.name)) continue;
        usedNames.add(m.name);
        return { merchantName: m.name, base: pick(rng, m.patterns).toUpperCase(), frequency };
      }
      const base = pick(rng, LOCAL_MERCHANTS);
      const name = base.toLowerCase().replace(/\b[a-z]/g, (ch) => ch.toUpperCase());
      if (usedNames.has(name)) continue;
      usedNames.add(name);
      return { merchantName: name, base, frequency };
    }
  });

  for (const plan of plans) {
    const c = CADENCE_BY_FREQUENCY[plan.frequency];
    const period = c.approxDays;
    const city = pick(rng, CITIES);
    // Start: most streams run from the first cycle of the window; some start later (new subscriptions).
    const lateStart = plan.frequency !== 'annual' && chance(rng, 0.25);
    const start = begin + int(rng, 0, Math.floor(period) - 1) + (lateStart ? int(rng, 30, 365) : 0);
    let days = nominalDays(rng, plan.frequency, start, end - 1);
    let status: TruthStream['status'] = 'active';
    // Cancellation: the stream stops, long enough ago to be clearly inactive.
    if (plan.frequency !== 'annual' && chance(rng, 0.25)) {
      const lastAllowed = end - Math.ceil((c.inactiveAfterMissedCycles + 1) * period) - POSTING_DELAY_DAYS[plan.frequency] - 2;
      const kept = days.filter((d) => d <= lastAllowed);
      const stopAt = kept.length > c.minOccurrences + 2 ? int(rng, c.minOccurrences + 1, kept.length) : kept.length;
      if (stopAt >= c.minOccurrences) {
        days = kept.slice(0, stopAt);
        status = 'inactive';
      }
    }
    // A missed cycle inside a long series, or a pause of two or three cycles.
    if (c.days > 0 || c.months === 1) {
      if (days.length >= 10 && chance(rng, 0.15)) days.splice(int(rng, 3, days.length - 4), 1);
      else if (days.length >= 12 && chance(rng, 0.1)) days.splice(int(rng, 3, days.length - 6), int(rng, 2, 3));
    }
    // Drift per charge: a charge due on a weekend posts on Monday, then a posting delay.
    const jittered = days.map((d) => postedDay(rng, d, plan.frequency)).filter((d) => d < end);
    const priceChangeAt = jittered.length >= 5 && chance(rng, 0.3) ? int(rng, 2, jittered.length - 2) : -1;
    const metered = chance(rng, 0.15);
    let amount = price(rng, plan.frequency);
    const ids: string[] = [];
    // A $1 trial 7-30 days before the paid plan: not part of the stream.
    const trialDay = (jittered[0] ?? 0) - int(rng, 7, 30);
    if (chance(rng, 0.1) && trialDay > begin) add(trialDay, 100, noisyDescriptor(rng, plan.base, city, trialDay));
    jittered.forEach((day, i) => {
      if (i === priceChangeAt) amount = Math.round((amount * (1 + 0.03 + rng() * 0.27)) / 100) * 100 + 99;
      const charged = metered ? Math.round(amount * (0.97 + rng() * 0.06)) : amount;
      ids.push(add(day, charged, noisyDescriptor(rng, plan.base, city, day)));
    });
    // An occasional refund of one charge (money in): never part of the stream.
    if (ids.length > 3 && chance(rng, 0.15)) add((jittered[1] ?? begin) + 3, -amount, noisyDescriptor(rng, plan.base, city, begin));
    if (jittered.length >= c.minOccurrences) {
      truth.push({ merchantName: plan.merchantName, frequency: plan.frequency, status, transactionIds: ids, priceChanged: priceChangeAt > 0 });
    }
  }

  addDecoys(rng, add, begin, end);
  transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { userId, today, transactions, truth };
}

type Add = (day: number, amountCents: number, description: string, category?: string | null) => string;

/** Irregular spending: every minGap..maxGap days at random amounts (or one fixed amount). */
function irregular(rng: Rng, add: Add, begin: number, end: number, names: readonly string[], gaps: [number, number], cents: [number, number], category: string) {
  const store = `#${digits(rng, 4)}`;
  for (let d = begin + int(rng, 0, gaps[1]); d < end; d += int(rng, gaps[0], gaps[1])) {
    add(d, int(rng, cents[0], cents[1]), `${pick(rng, names)} ${chance(rng, 0.5) ? store : ''}`.trim(), category);
  }
}

function addDecoys(rng: Rng, add: Add, begin: number, end: number): void {
  // Coffee: several times a week, sometimes the same latte price.
  if (chance(rng, 0.85)) {
    const latte = int(rng, 350, 650);
    const names = pick(rng, [['STARBUCKS STORE 04512'], ['TST* BLUE BOTTLE COFFEE'], ['SQ *CORNER CAFE'], ['DUNKIN #3321']]);
    for (let d = begin + int(rng, 0, 3); d < end; d += int(rng, 1, 4)) add(d, chance(rng, 0.5) ? latte : int(rng, 300, 900), names[0] ?? '', 'Food and Drink');
  }
  // Groceries: about weekly, varying days and amounts; a second store now and then.
  irregular(rng, add, begin, end, ['WHOLEFDS MKT', 'WHOLE FOODS MARKET'], [4, 10], [2500, 22000], 'Groceries');
  if (chance(rng, 0.6)) irregular(rng, add, begin, end, ["TRADER JOE'S", 'TRADER JOES'], [6, 20], [1500, 9000], 'Groceries');
  // Fuel.
  if (chance(rng, 0.75)) irregular(rng, add, begin, end, ['SHELL OIL 57444', 'CHEVRON 0098812'], [5, 13], [2800, 7500], 'Gas');
  // Restaurants, rides, online shopping.
  irregular(rng, add, begin, end, ['CHIPOTLE 1123', 'SQ *TACO TRUCK', 'OLIVE GARDEN'], [3, 12], [1100, 6500], 'Restaurants');
  if (chance(rng, 0.6)) irregular(rng, add, begin, end, ['UBER *TRIP', 'LYFT *RIDE'], [2, 15], [700, 4500], 'Travel');
  if (chance(rng, 0.7)) irregular(rng, add, begin, end, ['AMZN Mktp US*2K3L45', 'AMAZON.COM*MK1234'], [3, 20], [899, 12000], 'Shopping');
  // Same price, irregular rhythm (~monthly but 20-45 days apart).
  if (chance(rng, 0.4)) irregular(rng, add, begin, end, ['SPARKLE CAR WASH'], [20, 45], [1500, 1500], 'Auto');
  // Own-account transfers at a fixed amount and day, and paying off the card.
  if (chance(rng, 0.7)) {
    const amount = int(rng, 1, 20) * 5000;
    const anchor = int(rng, 1, 28);
    const { monthIndex } = monthOf(begin);
    for (let k = 0; anchoredDay(monthIndex + k, anchor) < end; k += 1) {
      const d = anchoredDay(monthIndex + k, anchor);
      if (d < begin) continue;
      add(d, amount, `ONLINE TRANSFER TO SAVINGS XXXX${digits(rng, 4)}`, 'Transfer');
      add(d, -amount, 'ONLINE TRANSFER FROM CHECKING', 'Transfer');
    }
  }
  if (chance(rng, 0.6)) {
    const { monthIndex } = monthOf(begin);
    for (let k = 1; anchoredDay(monthIndex + k, 25) < end; k += 1) add(anchoredDay(monthIndex + k, 25), int(rng, 30000, 250000), 'CHASE CREDIT CRD AUTOPAY', null);
  }
  // Payroll (biweekly, money in), interest, and a fixed-amount payroll fee descriptor.
  const pay = int(rng, 150000, 450000);
  for (let d = begin + int(rng, 0, 13); d < end; d += 14) add(d, -pay, `ACME CORP PAYROLL PPD ID: ${digits(rng, 9)}`, 'Income');
  const { monthIndex } = monthOf(begin);
  for (let k = 1; anchoredDay(monthIndex + k, 31) < end; k += 1) add(anchoredDay(monthIndex + k, 31), -int(rng, 50, 900), 'INTEREST PAYMENT', 'Income');
  // Refunds of shopping.
  for (let i = int(rng, 2, 8); i > 0; i -= 1) add(int(rng, begin, end - 1), -int(rng, 500, 9000), 'AMAZON.COM REFUND', 'Shopping');
}

/** The evaluation set: `users` synthetic users (at least 50 for the benchmark), two years each, ending `today`. */
export function generateEvaluationSet(seed: number, users = 50, today = '2025-06-30'): EvaluationSet {
  const rng = seededRandom(seed);
  return { seed, users: Array.from({ length: users }, (_, i) => generateUser(rng, i, today)) };
}

/** One user with `count` transactions (a heavy spender with many decoys), for timing the engine. */
export function generateLargeUser(seed: number, count = 100_000, today = '2025-06-30'): DetectionTransaction[] {
  const rng = seededRandom(seed);
  const out: DetectionTransaction[] = [];
  let i = 0;
  while (out.length < count) {
    const user = generateUser(rng, i, today);
    for (const t of user.transactions) {
      if (out.length >= count) break;
      out.push({ ...t, id: `big-${out.length}` });
    }
    i += 1;
  }
  return out;
}
