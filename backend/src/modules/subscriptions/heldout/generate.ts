/**
 * The held-out labelled set for subscription detection (docs/detection.md "How it is evaluated"): two years of
 * bank history per user, with labelled subscription streams of every cadence and realistic decoys.
 *
 * Written from the description of real charges only, without reading the engine, so that
 * nobody can tune the engine to it: dates drift per charge (billing delays, posting lag, weekends and
 * bank holidays, month lengths, billing on the 29th-31st), amounts drift (metered services, one price
 * rise, sales-tax changes), descriptors vary (processor prefixes, phones, cities, store numbers,
 * reference codes, case, truncation), streams stop, pause and resume, start with a trial; payroll,
 * own-account transfers, card payments, frequent shopping and same-price irregular charges are not
 * subscriptions. Pure and deterministic for a seed; each user depends only on (seed, index, today).
 */
import { plaidCategory } from '../../../../../shared/contracts/subscriptions';
import type { DetectionTransaction } from '../detection';
import type { EvaluationSet, EvaluationUser, TruthStream } from '../detection/eval';
import {
  CAFES,
  CAR_WASHES,
  EMPLOYERS,
  FUEL,
  GROCERS,
  OUTINGS,
  PHARMACIES,
  RESTAURANTS,
  RIDES,
  STORES,
  SUBSCRIPTION_BY_NAME,
  SUBSCRIPTIONS,
  TOWNS,
  TRANSIT,
  type Cadence,
  type ShopSpec,
  type SubscriptionSpec,
} from './catalogue';

export type { Cadence } from './catalogue';
export const CADENCES: readonly Cadence[] = ['weekly', 'biweekly', 'monthly', 'quarterly', 'semi-annual', 'annual'];

/** Days of history per user, today included. */
export const HISTORY_DAYS = 730;

// ---------------------------------------------------------------- random numbers (our own)

/** sfc32, seeded through splitmix32: small, fast and good enough for test data. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const split = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = split();
    this.b = split();
    this.c = split();
    this.d = split();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform 32-bit unsigned integer. */
  u32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    const total = pairs.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of pairs) {
      r -= w;
      if (r < 0) return value;
    }
    return pairs[pairs.length - 1]![0];
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** n characters of `alphabet` (up to 5 from each 32-bit draw: ids are many, this stays fast). */
  chars(n: number, alphabet: string): string {
    const codes = new Array<number>(n);
    const base = alphabet.length;
    let pool = 0;
    let left = 0;
    for (let i = 0; i < n; i++) {
      if (left === 0) {
        pool = this.u32();
        left = 5;
      }
      codes[i] = alphabet.charCodeAt(pool % base);
      pool = Math.floor(pool / base);
      left--;
    }
    return String.fromCharCode(...codes);
  }
}

/** A 32-bit seed from several integers (FNV-1a over their bytes, then a final mix). */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    let v = part | 0;
    for (let i = 0; i < 4; i++) {
      h = Math.imul(h ^ (v & 0xff), 0x01000193);
      v >>>= 8;
    }
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

// ---------------------------------------------------------------- calendar (UTC day numbers)

const DAY_MS = 86_400_000;
export const dayNumber = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoCache = new Map<number, string>();
export const isoDay = (day: number): string => {
  let iso = isoCache.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoCache.set(day, iso);
  }
  return iso;
};
/** 0 = Sunday ... 6 = Saturday. */
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
/** The day `dayOfMonth` of the month `month` months after January of `year`, clamped to the month's length. */
function calendarDay(year: number, month: number, dayOfMonth: number): number {
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return Math.round(Date.UTC(y, m, Math.min(dayOfMonth, daysInMonth(y, m))) / DAY_MS);
}
const ymd = (day: number): [number, number, number] => {
  const d = new Date(day * DAY_MS);
  return [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
};

const holidayCache = new Map<number, Set<number>>();
/** US bank holidays (Federal Reserve): a Sunday holiday is observed on Monday. */
function bankHolidays(year: number): Set<number> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const nth = (month: number, wd: number, n: number) => {
    const first = calendarDay(year, month, 1);
    return first + ((wd - weekday(first) + 7) % 7) + 7 * (n - 1);
  };
  const last = (month: number, wd: number) => {
    const end = calendarDay(year, month, 31);
    return end - ((weekday(end) - wd + 7) % 7);
  };
  const fixed = [calendarDay(year, 0, 1), calendarDay(year, 5, 19), calendarDay(year, 6, 4), calendarDay(year, 10, 11), calendarDay(year, 11, 25)].map((d) =>
    weekday(d) === 0 ? d + 1 : d,
  );
  const set = new Set([...fixed, nth(0, 1, 3), nth(1, 1, 3), last(4, 1), nth(8, 1, 1), nth(9, 1, 2), nth(10, 4, 4)]);
  holidayCache.set(year, set);
  return set;
}
const businessCache = new Map<number, boolean>();
export const isBusinessDay = (day: number): boolean => {
  let business = businessCache.get(day);
  if (business === undefined) {
    const wd = weekday(day);
    business = wd !== 0 && wd !== 6 && !bankHolidays(ymd(day)[0]).has(day);
    businessCache.set(day, business);
  }
  return business;
};
const nextBusinessDay = (day: number) => {
  let d = day;
  while (!isBusinessDay(d)) d++;
  return d;
};
const previousBusinessDay = (day: number) => {
  let d = day;
  while (!isBusinessDay(d)) d--;
  return d;
};

// ---------------------------------------------------------------- rows and their Plaid details

/** What Plaid would send beside the fields the detection reads (see plaid.ts). */
export interface HeldOutRowMeta {
  account: 'checking' | 'card';
  accountId: string;
  authorizedDate: string | null;
  channel: 'online' | 'in store' | 'other';
  transactionType: 'digital' | 'place' | 'special';
  /** Plaid's cleaned merchant name; null when Plaid did not name the merchant on this row. */
  merchantName: string | null;
  website: string | null;
  /** Plaid personal_finance_category detailed code and legacy hierarchy (null: the bank sent none). */
  pfc: string | null;
  legacyCategory: string[] | null;
  store: { city: string; region: string; postalCode: string; lat: number; lon: number; storeNumber: string | null } | null;
  /** The payment processor in the descriptor (Square, Toast, PayPal ...). */
  processor: string | null;
}

interface Row {
  day: number;
  authDay: number | null;
  cents: number;
  descriptor: string;
  account: 'checking' | 'card';
  /** Merchant key for Plaid's enrichment and category (per user, one decision per key). */
  key: string;
  plaidName: string | null;
  pfc: string | null;
  legacy?: string[];
  site?: string;
  channel: 'online' | 'in store' | 'other';
  storeNumber?: string | null;
  tiebreak: number;
  id?: string;
}

interface Stream {
  truth: Omit<TruthStream, 'transactionIds'>;
  rows: Row[];
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

interface UserContext {
  rng: Rng;
  today: number;
  start: number;
  town: (typeof TOWNS)[number];
  /** Bank style: descriptors upper-cased or as the merchant sent them, truncated or not. */
  upper: boolean;
  truncateAt: number | null;
  /** Card transactions post on weekends too at this bank (else on the next business day). */
  postsWeekends: boolean;
  lag: [number, number][];
  /** Sales tax on digital goods: rate before and after a change (null: none). */
  digitalTax: { before: number; after: number; changeDay: number } | null;
  rows: Row[];
  categorised: Map<string, 'none' | 'pfc' | 'legacy'>;
  storeNumbers: Map<string, string>;
}

/** The descriptor as this user's bank prints it. */
function bankText(u: UserContext, raw: string): string {
  let text = u.upper ? raw.toUpperCase() : raw;
  // Now and then a row comes through another channel in other case (lower, or title case).
  const r = u.rng.next();
  if (r < 0.02) text = raw.toLowerCase();
  else if (r < 0.035) text = raw.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
  if (u.truncateAt !== null && text.length > u.truncateAt) text = text.slice(0, u.truncateAt).trimEnd();
  return text;
}

function fill(u: UserContext, template: string, storeNumber: string): string {
  if (!template.includes('{')) return template;
  return template
    .replace('{ST}', storeNumber)
    .replace('{REF}', () => u.rng.chars(u.rng.int(8, 10), REF_ALPHABET))
    .replace('{CITY}', `${u.town[0]} ${u.town[1]}`);
}

function storeNumberFor(u: UserContext, key: string): string {
  let n = u.storeNumbers.get(key);
  if (!n) {
    n = String(u.rng.int(100, 9999)).padStart(4, '0');
    u.storeNumbers.set(key, n);
  }
  return n;
}

/** Every row gets the same shape (one hidden class: sorting and reading 100,000 of them stays fast). */
function pushRow(u: UserContext, r: Omit<Row, 'tiebreak'>): Row {
  const row: Row = {
    day: r.day,
    authDay: r.authDay,
    cents: r.cents,
    descriptor: r.descriptor,
    account: r.account,
    key: r.key,
    plaidName: r.plaidName,
    pfc: r.pfc,
    legacy: r.legacy,
    site: r.site,
    channel: r.channel,
    storeNumber: r.storeNumber ?? null,
    tiebreak: u.rng.next(),
    id: undefined,
  };
  u.rows.push(row);
  return row;
}

// ---------------------------------------------------------------- subscription streams

const PERIOD: Record<Cadence, number> = { weekly: 7, biweekly: 14, monthly: 30.44, quarterly: 91.3, 'semi-annual': 182.6, annual: 365.25 };
const MONTH_STEP: Partial<Record<Cadence, number>> = { monthly: 1, quarterly: 3, 'semi-annual': 6, annual: 12 };
/** Fewest charges for a labelled stream (the brief: annual 2, the others 3). */
export const MIN_LABELLED_CHARGES: Record<Cadence, number> = { weekly: 3, biweekly: 3, monthly: 3, quarterly: 3, 'semi-annual': 3, annual: 2 };
/** Charges a new stream is planned to reach at least (more than the labelling minimum). */
const PLANNED_CHARGES: Record<Cadence, number> = { weekly: 6, biweekly: 4, monthly: 4, quarterly: 3, 'semi-annual': 3, annual: 2 };
/**
 * An inactive stream's last charge is at least this many days before today: two expected charges
 * missing with their drift (weekly 2 x 9, biweekly 2 x 17, monthly 2 x 35, quarterly 2 x 98), or
 * for semi-annual one missing renewal plus a week.
 */
export const INACTIVE_GAP: Partial<Record<Cadence, number>> = { weekly: 18, biweekly: 34, monthly: 70, quarterly: 196, 'semi-annual': 190 };
const INACTIVE_SHARE: Record<Cadence, number> = { weekly: 0.3, biweekly: 0.3, monthly: 0.25, quarterly: 0.25, 'semi-annual': 0.25, annual: 0 };
const PAUSE_SHARE: Partial<Record<Cadence, number>> = { weekly: 0.15, biweekly: 0.12, monthly: 0.08 };

/** The interval the drift may give between two consecutive charges (nominal gap for the longer cadences). */
export function intervalBounds(cadence: Cadence, nominalGap: number): [number, number] {
  switch (cadence) {
    case 'weekly':
      return [5, 9];
    case 'biweekly':
      return [11, 17];
    case 'monthly':
      return [26, 35];
    default:
      return [nominalGap - 7, nominalGap + 7];
  }
}

/** Merchant-side delay from the nominal billing day: most on time, some retried after a decline. */
const BILLING_DELAY: Record<'short' | 'monthly' | 'long', [number, number][]> = {
  short: [[-1, 3], [0, 70], [1, 18], [2, 7], [3, 2]],
  monthly: [[-1, 4], [0, 62], [1, 16], [2, 8], [3, 5], [4, 3], [5, 2]],
  long: [[-3, 3], [-2, 4], [-1, 5], [0, 50], [1, 12], [2, 9], [3, 6], [4, 5], [5, 3], [6, 2], [7, 1]],
};
const LAG_JITTER: [number, number][] = [[-1, 8], [0, 70], [1, 17], [2, 5]];
const delayClass = (c: Cadence) => (c === 'weekly' || c === 'biweekly' ? 'short' : c === 'monthly' ? 'monthly' : 'long');

interface Charge {
  nominal: number;
  auth: number;
  posted: number;
}

/**
 * One segment of a schedule: charges from `from` (nominal) to `until`, billed every `days` days or
 * every `months` calendar months on `dayOfMonth` (clamped to short months: 31 -> 30 -> 28).
 */
interface Segment {
  first: number;
  until: number;
  days?: number;
  months?: number;
  dayOfMonth?: number;
}

function nominalDays(seg: Segment, fromDay: number): number[] {
  const out: number[] = [];
  if (seg.days) {
    for (let d = seg.first; d <= seg.until; d += seg.days) if (d >= fromDay) out.push(d);
    return out;
  }
  const [y, m] = ymd(seg.first);
  for (let k = 0; k < 400; k++) {
    const d = calendarDay(y, m + k * seg.months!, seg.dayOfMonth!);
    if (d > seg.until) break;
    if (d >= seg.first && d >= fromDay) out.push(d);
  }
  return out;
}

/** The posted charges of a schedule, with per-charge drift, clamped to the cadence's bounds. */
function postCharges(u: UserContext, spec: SubscriptionSpec, cadence: Cadence, segments: Segment[]): Charge[] {
  const { rng } = u;
  const charges: Charge[] = [];
  const delays = BILLING_DELAY[delayClass(cadence)];
  // One merchant reaches this bank with about the same posting lag each time, give or take a day.
  const baseLag = rng.weighted(u.lag);
  for (const seg of segments) {
    let prev: Charge | null = null;
    let skipped = 0;
    const days = nominalDays(seg, u.start - 40);
    for (let i = 0; i < days.length; i++) {
      const nominal = days[i]!;
      // A skipped delivery: the week is missing, the stream goes on (never two in a row).
      if (spec.skips && cadence === 'weekly' && skipped === 0 && i > 1 && i < days.length - 2 && rng.chance(0.05)) {
        skipped = 1;
        continue;
      }
      const auth = nominal + rng.weighted(delays);
      let posted = auth + Math.max(0, baseLag + rng.weighted(LAG_JITTER));
      if (spec.ach || !u.postsWeekends) posted = nextBusinessDay(posted);
      if (prev) {
        // After a skipped week the next delivery is two weeks on, with a week's drift.
        const [lo, hi] = intervalBounds(cadence, nominal - prev.nominal).map((b) => b + skipped * 7) as [number, number];
        const wanted = posted;
        posted = Math.min(Math.max(posted, prev.posted + lo), prev.posted + hi);
        // Kept inside the bounds, the charge still lands on a business day when the bank needs one.
        if (posted !== wanted && (spec.ach || !u.postsWeekends) && !isBusinessDay(posted)) {
          const back = previousBusinessDay(posted);
          const forward = nextBusinessDay(posted);
          if (back - prev.posted >= lo) posted = back;
          else if (forward - prev.posted <= hi) posted = forward;
        }
      }
      const charge = { nominal, auth: Math.min(auth, posted), posted };
      prev = charge;
      skipped = 0;
      if (posted > u.today) break;
      if (posted >= u.start) charges.push(charge);
    }
  }
  return charges;
}

interface StreamPlan {
  spec: SubscriptionSpec;
  cadence: Cadence;
  price: number;
}

/** A schedule for one stream, or null when this draw cannot give a labelled stream. */
function planSchedule(u: UserContext, spec: SubscriptionSpec, cadence: Cadence): { segments: Segment[]; status: 'active' | 'inactive'; isNew: boolean } | null {
  const { rng } = u;
  const period = PERIOD[cadence];
  const inactive = rng.chance(INACTIVE_SHARE[cadence]);
  // A stopped stream ends early enough for its missing charges to show, late enough to have had its own.
  const latestEnd = u.today - (INACTIVE_GAP[cadence] ?? 0) - 8;
  const earliestEnd = u.start + Math.ceil((PLANNED_CHARGES[cadence] - 1) * period) + 10;
  const end = inactive ? latestEnd - rng.int(0, Math.max(0, Math.min(latestEnd - earliestEnd, Math.round(period * 6)))) : u.today;
  const latestNewStart = end - Math.ceil((PLANNED_CHARGES[cadence] - 1) * period) - 10;
  const longInactive = inactive && (cadence === 'quarterly' || cadence === 'semi-annual');
  const startedBefore =
    cadence === 'annual' || latestNewStart <= u.start + 5 || (!longInactive && rng.chance(cadence === 'weekly' ? 0.45 : cadence === 'biweekly' ? 0.5 : cadence === 'monthly' ? 0.6 : 0.7));
  let first: number;
  if (cadence === 'annual') first = rng.int(u.start + 1, u.today - 373);
  else if (startedBefore) first = u.start - rng.int(0, Math.ceil(period) - 1);
  else first = rng.int(u.start + 5, latestNewStart);
  if (first > end) return null;

  const segment = (from: number, until: number): Segment => {
    const months = MONTH_STEP[cadence];
    if (!months) return { first: from, until, days: PERIOD[cadence] };
    // Some monthly services bill every 30 days rather than on a day of the month.
    if (cadence === 'monthly' && !spec.ach && rng.chance(0.12)) return { first: from, until, days: 30 };
    let dayOfMonth = ymd(from)[2];
    if (spec.ach) dayOfMonth = rng.chance(0.7) ? 1 : 15;
    else if (rng.chance(0.1)) dayOfMonth = rng.pick([29, 30, 31]);
    return { first: from, until, months, dayOfMonth };
  };

  const segments: Segment[] = [];
  const pause = PAUSE_SHARE[cadence] ?? 0;
  const span = end - Math.max(first, u.start);
  if (rng.chance(pause) && span > period * 10) {
    // Paused (vacation, a break from the gym), then resumed on a new billing day: one stream.
    const length = cadence === 'weekly' ? rng.int(21, 63) : cadence === 'biweekly' ? rng.int(42, 98) : rng.int(62, 150);
    const pauseStart = rng.int(Math.max(first, u.start) + Math.ceil(period * 3), end - Math.ceil(period * 3) - length);
    if (pauseStart > Math.max(first, u.start)) {
      segments.push(segment(first, pauseStart));
      segments.push(segment(pauseStart + length, end));
    }
  }
  if (segments.length === 0) segments.push(segment(first, end));
  return { segments, status: inactive ? 'inactive' : 'active', isNew: !startedBefore };
}

function makeStream(u: UserContext, plan: StreamPlan): Stream | null {
  const { spec, cadence } = plan;
  for (let attempt = 0; attempt < 6; attempt++) {
    const schedule = planSchedule(u, spec, cadence);
    if (!schedule) continue;
    const charges = postCharges(u, spec, cadence, schedule.segments);
    if (charges.length < MIN_LABELLED_CHARGES[cadence]) continue;
    const last = charges[charges.length - 1]!.posted;
    if (schedule.status === 'inactive' && u.today - last < INACTIVE_GAP[cadence]!) continue;
    return buildStream(u, plan, charges, schedule.status, schedule.isNew);
  }
  return null;
}

/** A price rise: a dollar, two or three, or 8-25% to the next .99; between 7% and 60% in all. */
function risePrice(rng: Rng, price: number): number {
  const options = [price + 100, price + 200, price + 300, Math.round((price * (1.08 + rng.next() * 0.17)) / 100) * 100 - 1];
  const fitting = options.filter((p) => p >= price * 1.07 && p <= price * 1.6);
  return fitting.length > 0 ? rng.pick(fitting) : Math.round(price * 1.25);
}

function buildStream(u: UserContext, plan: StreamPlan, charges: Charge[], status: 'active' | 'inactive', isNew: boolean): Stream {
  const { rng } = u;
  const { spec, cadence, price } = plan;
  const key = `sub:${spec.plaidName ?? spec.name}`;
  const n = charges.length;
  // The descriptors this stream prints: mostly one, sometimes another, and some streams switch
  // for good part-way (a new payment processor).
  const main = rng.weighted(spec.descriptors.map((d, i) => [d, i === 0 ? 3 : 1] as const));
  const others = spec.descriptors.filter((d) => d !== main);
  const variantShare = rng.pick([0.05, 0.15, 0.3]);
  const switchAt = others.length > 0 && n >= 6 && rng.chance(0.15) ? rng.int(2, n - 2) : -1;
  const switchedTo = others.length > 0 ? rng.pick(others) : main;
  const homeStore = storeNumberFor(u, key);
  const otherStore = String(rng.int(100, 9999)).padStart(4, '0');

  const rise = !spec.metered && n >= 5 && rng.chance(0.22) ? rng.int(2, n - 2) : -1;
  const raised = rise >= 0 ? risePrice(rng, price) : price;
  const taxed = spec.digital && u.digitalTax !== null;
  const account: Row['account'] = spec.ach ? 'checking' : rng.chance(0.8) ? 'card' : 'checking';
  const channel: Row['channel'] = spec.digital ? 'online' : spec.ach ? 'other' : 'in store';

  const rowFor = (day: number, authDay: number | null, cents: number, template: string): Omit<Row, 'tiebreak'> => {
    const storeNumber = rng.chance(0.08) ? otherStore : homeStore;
    return {
      day,
      authDay,
      cents,
      descriptor: bankText(u, fill(u, template, storeNumber)),
      account,
      key,
      plaidName: spec.plaidName ?? spec.name,
      pfc: spec.pfc,
      site: spec.site,
      channel,
      storeNumber: template.includes('{ST}') ? storeNumber : null,
    };
  };

  const rows: Row[] = [];
  charges.forEach((charge, i) => {
    const base = rise >= 0 && i >= rise ? raised : price;
    let cents = base;
    if (spec.metered) cents = Math.round(base * (1 + spec.metered * (2 * rng.next() - 1)));
    if (taxed) {
      const tax = u.digitalTax!;
      cents = Math.round(cents * (1 + (charge.posted >= tax.changeDay ? tax.after : tax.before)));
    }
    const template = switchAt >= 0 && i >= switchAt ? switchedTo : rng.chance(variantShare) && others.length > 0 ? rng.pick(others) : main;
    rows.push(pushRow(u, rowFor(charge.posted, spec.ach ? null : charge.auth, cents, template)));
  });

  // A $1 first month before the paid charges: a transaction, not part of the stream.
  const firstPaid = charges[0]!.posted;
  if (isNew && spec.intro && cadence === 'monthly' && rng.chance(0.5)) {
    const day = firstPaid - rng.int(29, 31);
    if (day >= u.start) pushRow(u, rowFor(day, day, 100, main));
  }
  // A refund from the merchant (money in): not a charge of the stream.
  if (n >= 4 && rng.chance(0.07)) {
    const refunded = rows[rng.int(1, n - 1)]!;
    const day = refunded.day + rng.int(2, 12);
    if (day <= u.today) {
      const cents = rng.chance(0.6) ? refunded.cents : Math.round(refunded.cents * (0.3 + rng.next() * 0.4));
      pushRow(u, { ...rowFor(day, day, -cents, main), descriptor: refunded.descriptor });
    }
  }
  // One-off purchases at the same merchant: same descriptor, other amounts, irregular days.
  if (spec.oneOff && rng.chance(0.35)) {
    const count = rng.int(1, 4);
    for (let i = 0; i < count; i++) {
      const [lo, hi] = spec.oneOff.cents;
      const cents = lo === hi ? lo : Math.round(rng.int(lo, hi) / 100) * 100 - 1;
      // Never at the subscription's own price: that would be a charge nobody could tell apart.
      if ([price, raised].some((p) => Math.abs(cents - p) <= p * 0.05)) continue;
      const day = rng.int(u.start, u.today);
      pushRow(u, rowFor(day, day, cents, rng.pick(spec.oneOff.descriptors)));
    }
  }

  return {
    truth: { merchantName: spec.name, frequency: cadence, status, priceChanged: rise >= 0 },
    rows,
  };
}

const COUNT_WEIGHTS: Record<Cadence, [number, number][]> = {
  weekly: [[0, 30], [1, 50], [2, 20]],
  biweekly: [[0, 30], [1, 50], [2, 20]],
  monthly: [[3, 15], [4, 25], [5, 25], [6, 20], [7, 15]],
  quarterly: [[0, 25], [1, 50], [2, 25]],
  'semi-annual': [[0, 25], [1, 50], [2, 25]],
  annual: [[1, 35], [2, 40], [3, 25]],
};

function subscriptionStreams(u: UserContext): Stream[] {
  const { rng } = u;
  const streams: Stream[] = [];
  const used = new Set<string>();
  const family: { family: string; cadence: Cadence; price: number }[] = [];
  const add = (spec: SubscriptionSpec, cadence: Cadence) => {
    const prices = spec.prices[cadence]!;
    // Two services under one descriptor (Apple, Google ...) at the same price and cadence cannot be
    // told apart by anyone: their prices differ by at least 10% here.
    const clash = (p: number) => spec.family !== undefined && family.some((f) => f.family === spec.family && f.cadence === cadence && Math.abs(f.price - p) < p * 0.1);
    const choices = prices.filter((p) => !clash(p));
    if (choices.length === 0) return;
    const price = rng.pick(choices);
    const stream = makeStream(u, { spec, cadence, price });
    if (!stream) return;
    used.add(spec.name);
    if (spec.family) family.push({ family: spec.family, cadence, price });
    streams.push(stream);
    const companion = spec.companion && SUBSCRIPTION_BY_NAME.get(spec.companion.name);
    if (companion && rng.chance(spec.companion!.probability) && !used.has(companion.name)) {
      const cad = (Object.keys(companion.prices) as Cadence[])[0]!;
      const s = makeStream(u, { spec: companion, cadence: cad, price: rng.pick(companion.prices[cad]!) });
      if (s) {
        used.add(companion.name);
        streams.push(s);
      }
    }
  };
  for (const cadence of CADENCES) {
    const count = rng.weighted(COUNT_WEIGHTS[cadence]);
    for (let i = 0; i < count; i++) {
      const pool = SUBSCRIPTIONS.filter((s) => s.prices[cadence] && !used.has(s.name) && !s.companionOnly);
      if (pool.length === 0) break;
      add(rng.pick(pool), cadence);
    }
  }
  return streams;
}

// ---------------------------------------------------------------- decoys (not subscriptions)

function shopRow(u: UserContext, spec: ShopSpec, day: number, cents: number, account: Row['account'] = 'card'): Row {
  const key = spec.plaidName;
  const home = storeNumberFor(u, key);
  const storeNumber = u.rng.chance(0.15) ? String(u.rng.int(100, 9999)).padStart(4, '0') : home;
  const template = u.rng.pick(spec.descriptors);
  const posted = u.postsWeekends ? day + u.rng.weighted(u.lag) : nextBusinessDay(day + u.rng.weighted(u.lag));
  return pushRow(u, {
    day: Math.min(posted, u.today),
    authDay: day,
    cents,
    descriptor: bankText(u, fill(u, template, storeNumber)),
    account,
    key,
    plaidName: spec.plaidName,
    pfc: spec.pfc,
    legacy: spec.legacy,
    site: spec.site,
    channel: spec.online ? 'online' : 'in store',
    storeNumber: template.includes('{ST}') ? storeNumber : null,
  });
}

function specialRow(u: UserContext, day: number, cents: number, descriptor: string, pfc: string, legacy: string[] | undefined, account: Row['account'], key: string): Row {
  return pushRow(u, { day, authDay: null, cents, descriptor: bankText(u, descriptor), account, key, plaidName: null, pfc, legacy, channel: 'other', storeNumber: null });
}

/** Visits at `perWeek` on average, weighted by weekday (Sunday first). */
function visitDays(u: UserContext, perWeek: number, weekdays: number[] = [1, 1, 1, 1, 1, 1, 1]): number[] {
  const mean = weekdays.reduce((a, b) => a + b, 0) / 7;
  const days: number[] = [];
  for (let d = u.start; d <= u.today; d++) if (u.rng.next() < (perWeek / 7) * (weekdays[weekday(d)]! / mean)) days.push(d);
  return days;
}

/** Lognormal amount around a median, in cents, at least `floor`. */
const spend = (rng: Rng, median: number, sigma: number, floor = 100) => Math.max(floor, Math.round(median * Math.exp(sigma * rng.normal())));

/**
 * Days at irregular gaps in [lo, hi]: no two gaps in a row fall in the same cadence band (5-9,
 * 11-17, 26-35 days), so a same-price series never looks like a subscription by chance.
 */
export function irregularDays(rng: Rng, from: number, to: number, lo: number, hi: number): number[] {
  const bands: [number, number][] = [[5, 9], [11, 17], [26, 35]];
  const bandOf = (g: number) => bands.findIndex(([a, b]) => g >= a && g <= b);
  const days: number[] = [];
  let d = from + rng.int(0, hi);
  let previous = -2;
  while (d <= to) {
    days.push(d);
    let gap: number;
    let band: number;
    do {
      gap = rng.int(lo, hi);
      band = bandOf(gap);
    } while (band !== -1 && band === previous);
    previous = band;
    d += gap;
  }
  return days;
}

function decoys(u: UserContext): void {
  const { rng } = u;
  const town = `${u.town[0]} ${u.town[1]}`;
  const acct4 = () => String(rng.int(1000, 9999));

  // Payroll: money in, every other Friday or on the 15th and the last business day.
  if (rng.chance(0.85)) {
    const employer = rng.pick(EMPLOYERS);
    const ppd = rng.chars(10, '0123456789');
    const templates = [`${employer} PAYROLL PPD ID: ${ppd}`, `DIRECT DEP ${employer}`, `${employer} DIR DEP ${ppd.slice(0, 6)}`];
    const template = rng.pick(templates);
    const pay = rng.int(1200, 4200) * 100;
    const raised = Math.round(pay * (1.02 + rng.next() * 0.06));
    const raiseDay = rng.int(u.start + 200, u.today);
    const payDays: number[] = [];
    if (rng.chance(0.7)) {
      let d = u.start + ((5 - weekday(u.start) + 7) % 7) + (rng.chance(0.5) ? 7 : 0);
      for (; d <= u.today; d += 14) payDays.push(previousBusinessDay(d));
    } else {
      const [y, m] = ymd(u.start);
      for (let k = 0; k < 26; k++) for (const dom of [15, 31]) payDays.push(previousBusinessDay(calendarDay(y, m + k, dom)));
    }
    for (const d of payDays) {
      if (d < u.start || d > u.today) continue;
      const base = d >= raiseDay ? raised : pay;
      specialRow(u, d, -Math.round(base * (1 + 0.02 * rng.normal())), template, 'INCOME_WAGES', ['Transfer', 'Payroll'], 'checking', 'payroll');
    }
  }

  // Transfers to the user's own savings: a fixed amount on a fixed day each month (money out!).
  if (rng.chance(0.65)) {
    const last4 = acct4();
    const template = rng.pick([
      `ONLINE TRANSFER TO SAV ...${last4} REF #IB0{REF}`,
      `Online Banking transfer to SAV ${last4} Confirmation# {REF}`,
      `TRANSFER TO SAVINGS XXXXXX${last4}`,
      `RECURRING TRANSFER TO SAVINGS ${last4}`,
    ]);
    let amount = rng.int(2, 20) * 5000;
    const dom = rng.pick([1, 1, 5, 15, 20, 28]);
    const [y, m] = ymd(u.start);
    for (let k = 0; k < 26; k++) {
      const d = nextBusinessDay(calendarDay(y, m + k, dom));
      if (d < u.start || d > u.today) continue;
      if (rng.chance(0.04)) amount += 5000;
      specialRow(u, d, amount, fill(u, template, ''), 'TRANSFER_OUT_SAVINGS', ['Transfer', 'Internal Account Transfer'], 'checking', 'transfer');
    }
  }
  // A weekly round-up/auto-save transfer at a fixed amount.
  if (rng.chance(0.15)) {
    const last4 = acct4();
    const amount = rng.pick([1000, 2000, 2500, 5000]);
    const wd = rng.int(1, 5);
    for (let d = u.start + ((wd - weekday(u.start) + 7) % 7); d <= u.today; d += 7) {
      specialRow(u, nextBusinessDay(d), amount, `AUTO SAVE TRANSFER TO SAV ${last4}`, 'TRANSFER_OUT_SAVINGS', ['Transfer', 'Internal Account Transfer'], 'checking', 'transfer');
    }
  }
  // Money back from savings now and then.
  for (const d of irregularDays(rng, u.start, u.today, 20, 120)) {
    specialRow(u, nextBusinessDay(d), -rng.int(2, 40) * 2500, `ONLINE TRANSFER FROM SAV ...${acct4()}`, 'TRANSFER_IN_ACCOUNT_TRANSFER', ['Transfer', 'Internal Account Transfer'], 'checking', 'transfer');
  }

  // The card bill, paid from checking each month; the card account shows the payment coming in.
  {
    const [outText, inText] = rng.pick([
      [`CHASE CREDIT CRD AUTOPAY PPD ID: ${rng.chars(10, '0123456789')}`, 'AUTOMATIC PAYMENT - THANK YOU'],
      ['CREDIT CARD AUTOPAY', 'PAYMENT THANK YOU'],
      [`CITI AUTOPAY PAYMENT ${rng.chars(6, '0123456789')}`, 'AUTOPAY PAYMENT - THANK YOU'],
      [`DISCOVER E-PAYMENT ${acct4()}`, 'INTERNET PAYMENT - THANK YOU'],
      ['CAPITAL ONE MOBILE PMT', 'CAPITAL ONE MOBILE PYMT'],
      ['AMEX EPAYMENT ACH PMT', 'MOBILE PAYMENT - THANK YOU'],
    ] as const);
    const fixed = rng.chance(0.15) ? rng.pick([20000, 30000, 50000]) : null;
    const dom = rng.int(3, 27);
    const [y, m] = ymd(u.start);
    for (let k = 0; k < 26; k++) {
      const d = nextBusinessDay(calendarDay(y, m + k, dom));
      if (d < u.start || d > u.today) continue;
      const amount = fixed ?? spend(rng, 140000, 0.45, 5000);
      specialRow(u, d, amount, outText, 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', ['Payment', 'Credit Card'], 'checking', 'card-payment');
      if (d + 1 <= u.today) specialRow(u, d + rng.int(0, 1), -amount, inText, 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', ['Payment', 'Credit Card'], 'card', 'card-payment');
    }
  }

  // ATM withdrawals, and a fee at other banks' machines (the same $3.00 on irregular days).
  {
    const perMonth = rng.pick([0, 0.5, 1, 2, 3]);
    const street = rng.pick(['MAIN ST', '5TH AVE', 'BROADWAY', 'OAK ST', 'MARKET ST']);
    for (const d of visitDays(u, perMonth / 4.35)) {
      const foreign = rng.chance(0.25);
      const text = foreign ? `NON-NETWORK ATM WITHDRAW ${rng.chars(6, '0123456789')}` : rng.pick([`ATM WITHDRAWAL 00${acct4()} ${rng.int(10, 999)} ${street} ${town}`, `ATM CASH WITHDRAWAL #${rng.chars(6, '0123456789')}`]);
      specialRow(u, d, rng.pick([4000, 6000, 8000, 10000, 10000, 20000, 20000, 30000]), text, 'TRANSFER_OUT_WITHDRAWAL', ['Transfer', 'Withdrawal', 'ATM'], 'checking', 'atm');
      if (foreign) specialRow(u, d, 300, 'NON-NETWORK ATM FEE', 'BANK_FEES_ATM_FEES', ['Bank Fees', 'ATM'], 'checking', 'atm-fee');
    }
  }

  // Interest: paid in on savings-like checking (tiny, monthly); charged on a card carrying a balance.
  if (rng.chance(0.7)) {
    const text = rng.pick(['INTEREST PAYMENT', 'INTEREST EARNED', 'INTEREST PAID']);
    const balance = rng.pick([2, 40, 300, 900]);
    const [y, m] = ymd(u.start);
    for (let k = 0; k < 26; k++) {
      const d = previousBusinessDay(calendarDay(y, m + k, 31));
      if (d < u.start || d > u.today) continue;
      specialRow(u, d, -Math.max(1, Math.round(balance * (0.8 + 0.4 * rng.next()))), text, 'INCOME_INTEREST_EARNED', ['Interest', 'Interest Earned'], 'checking', 'interest');
    }
  }
  if (rng.chance(0.12)) {
    const text = rng.pick(['INTEREST CHARGE ON PURCHASES', 'PURCHASE INTEREST CHARGE']);
    const dom = rng.int(1, 28);
    const [y, m] = ymd(u.start);
    for (let k = 0; k < 26; k++) {
      const d = calendarDay(y, m + k, dom);
      if (d < u.start || d > u.today || rng.chance(0.35)) continue;
      specialRow(u, d, spend(rng, 3500, 0.6, 50), text, 'BANK_FEES_INTEREST_CHARGE', ['Interest', 'Interest Charged'], 'card', 'interest-charge');
    }
  }

  // Groceries: one main store (about weekly, weekends more), another now and then.
  {
    const main = rng.pick(GROCERS);
    const second = rng.pick(GROCERS.filter((g) => g !== main));
    for (const d of visitDays(u, 0.8 + rng.next() * 0.9, [1.8, 0.7, 0.7, 0.8, 0.9, 1.1, 2])) shopRow(u, main, d, spend(rng, 7000, 0.55, 300));
    for (const d of visitDays(u, 0.2 + rng.next() * 0.4)) shopRow(u, second, d, spend(rng, 3200, 0.6, 200));
  }
  // Coffee: the same few drinks at the same shop, several mornings a week.
  if (rng.chance(0.6)) {
    const cafe = rng.pick(CAFES);
    const menu = [rng.int(3, 5) * 100 + rng.pick([25, 45, 65, 75]), rng.int(5, 7) * 100 + rng.pick([10, 35, 50])];
    for (const d of visitDays(u, 1 + rng.next() * 4, [0.4, 1.3, 1.3, 1.3, 1.3, 1.2, 0.5])) shopRow(u, cafe, d, rng.chance(0.85) ? rng.pick(menu) : spend(rng, 900, 0.3));
    if (rng.chance(0.5)) {
      const other = rng.pick(CAFES.filter((c) => c !== cafe));
      for (const d of visitDays(u, 0.3)) shopRow(u, other, d, spend(rng, 550, 0.3));
    }
  }
  // Restaurants, delivery and fast food.
  {
    const favourites = Array.from({ length: rng.int(5, 10) }, () => rng.pick(RESTAURANTS));
    for (const d of visitDays(u, 1 + rng.next() * 2.5, [1.3, 0.7, 0.8, 0.9, 1, 1.5, 1.5])) shopRow(u, rng.pick(favourites), d, spend(rng, 2800, 0.6, 500));
  }
  if (rng.chance(0.45)) for (const d of visitDays(u, 0.3 + rng.next() * 1.5)) shopRow(u, rng.pick(RIDES), d, spend(rng, 1800, 0.5, 600));
  // Online and big-box shopping.
  {
    const stores = Array.from({ length: rng.int(3, 6) }, () => rng.pick(STORES));
    for (const d of visitDays(u, 0.6 + rng.next() * 1.5)) shopRow(u, rng.pick(stores), d, spend(rng, 3500, 0.8, 199));
  }
  // Fuel every week or two.
  if (rng.chance(0.7)) {
    const station = rng.pick(FUEL);
    for (let d = u.start + rng.int(0, 6); d <= u.today; d += rng.int(5, 14)) shopRow(u, rng.chance(0.85) ? station : rng.pick(FUEL), d, spend(rng, 4800, 0.3, 1500));
  }
  // A car wash at the same price on irregular days; a transit card or toll tag topped up the same way.
  if (rng.chance(0.35)) {
    const wash = rng.pick(CAR_WASHES);
    const price = rng.pick([1000, 1200, 1500, 1800]);
    for (const d of irregularDays(rng, u.start, u.today, 4, 50)) shopRow(u, wash, d, price);
  }
  if (rng.chance(0.2)) {
    const transit = rng.pick(TRANSIT);
    const price = rng.pick([2000, 2500, 4000, 5000]);
    for (const d of irregularDays(rng, u.start, u.today, 6, 45)) shopRow(u, transit, d, price);
  }
  for (const d of visitDays(u, 0.15 + rng.next() * 0.3)) shopRow(u, rng.pick(PHARMACIES), d, spend(rng, 1800, 0.7, 199));
  // Venmo to friends, movies, games, app purchases.
  if (rng.chance(0.55)) {
    for (const d of visitDays(u, 0.2 + rng.next() * 0.6)) {
      specialRow(u, nextBusinessDay(d), spend(rng, 3000, 0.7, 500), `VENMO PAYMENT ${rng.chars(10, '0123456789')} WEB ID: 3264681992`, 'TRANSFER_OUT_OTHER_TRANSFER_OUT', ['Transfer', 'Third Party', 'Venmo'], 'checking', 'venmo');
    }
  }
  for (const d of visitDays(u, 0.1 + rng.next() * 0.4)) {
    const outing = rng.pick(OUTINGS);
    shopRow(u, outing, d, outing.plaidName === 'Apple' ? rng.pick([99, 199, 299, 499, 999, 1499]) : spend(rng, 3000, 0.6, 500));
  }
}

// ---------------------------------------------------------------- users

const DETAILS = new WeakMap<EvaluationUser, UserDetails>();
const META = new WeakMap<EvaluationUser, Map<string, HeldOutRowMeta>>();

export const heldOutUserId = (seed: number, index: number) => `heldout-${seed}-${String(index + 1).padStart(3, '0')}`;

/** One user of the set, with the Plaid details of each row (plaid.ts). Depends only on its arguments. */
export function buildHeldOutUser(seed: number, index: number, today = '2026-03-31'): { user: EvaluationUser; meta: () => Map<string, HeldOutRowMeta> } {
  const rng = new Rng(mixSeed(seed, index, 0x5eed));
  const todayDay = dayNumber(today);
  const u: UserContext = {
    rng,
    today: todayDay,
    start: todayDay - HISTORY_DAYS + 1,
    town: rng.pick(TOWNS),
    upper: rng.chance(0.6),
    truncateAt: rng.chance(0.25) ? rng.int(22, 32) : null,
    postsWeekends: rng.chance(0.4),
    lag: rng.pick([
      [[0, 30], [1, 45], [2, 18], [3, 7]],
      [[0, 55], [1, 35], [2, 10]],
      [[1, 60], [2, 30], [3, 10]],
    ] as [number, number][][]),
    digitalTax: rng.chance(0.25) ? (() => {
      const before = rng.pick([0.04, 0.06, 0.0625, 0.07]);
      return { before, after: before + rng.pick([0.0025, 0.005, 0.01]), changeDay: todayDay - rng.int(60, 600) };
    })() : null,
    rows: [],
    categorised: new Map(),
    storeNumbers: new Map(),
  };
  const streams = subscriptionStreams(u);
  decoys(u);

  // Sorted by date; ids like Plaid's (37 characters): 31 random, then 6 from a one-to-one mix of
  // the row's index, so they are unique without a lookup.
  const rows = u.rows.filter((r) => r.day >= u.start && r.day <= u.today && r.cents !== 0).sort((a, b) => a.day - b.day || a.tiebreak - b.tiebreak);
  const salt = rng.u32();
  rows.forEach((row, i) => {
    row.id = rng.chars(31, ID_ALPHABET) + uniqueSuffix(i, salt);
  });

  // plaidCategory per Plaid code, once (the legacy hierarchy's last level otherwise).
  const categories = new Map<string, string | null>();
  const transactions: DetectionTransaction[] = rows.map((row) => {
    // Categories must not give the answer away: about half the subscriptions come with none.
    const cat = decide(u.categorised, row.key, () => {
      const share = row.key.startsWith('sub:') ? 0.5 : row.plaidName === null ? 0.9 : 0.8;
      if (!rng.chance(share)) return 'none' as const;
      return row.legacy && rng.chance(0.4) ? ('legacy' as const) : ('pfc' as const);
    });
    row.pfc = cat === 'none' ? null : row.pfc;
    row.legacy = cat === 'legacy' ? row.legacy : undefined;
    const { pfc, legacy } = row;
    return {
      id: row.id!,
      date: isoDay(row.day),
      amountCents: row.cents,
      description: row.descriptor,
      merchantName: null,
      category: legacy ? plaidCategory(legacy, null) : pfc ? decide(categories, pfc, () => plaidCategory(null, { primary: primaryOf(pfc), detailed: pfc })) : null,
    };
  });

  const truth: TruthStream[] = streams
    .map((s) => ({ ...s.truth, transactionIds: s.rows.filter((r) => r.id !== undefined).map((r) => r.id!) }))
    .filter((s) => s.transactionIds.length >= MIN_LABELLED_CHARGES[s.frequency]);

  const user: EvaluationUser = { userId: heldOutUserId(seed, index), today, transactions, truth };
  const details = { seed, index, town: u.town, rows };
  DETAILS.set(user, details);
  return { user, meta: () => plaidDetails(details) };
}

/** Six base-62 characters from a one-to-one mix of a 32-bit index (xor-shifts and odd multipliers invert). */
function uniqueSuffix(index: number, salt: number): string {
  let x = (index ^ salt) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  x = Math.imul(x, 0x7feb352d) >>> 0;
  x = (x ^ (x >>> 15)) >>> 0;
  x = Math.imul(x, 0x846ca68b) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  let out = '';
  for (let i = 0; i < 6; i++) {
    out += ID_ALPHABET[x % 62];
    x = Math.floor(x / 62);
  }
  return out;
}

interface UserDetails {
  seed: number;
  index: number;
  town: UserContext['town'];
  rows: Row[];
}

/**
 * What Plaid adds to each row (accounts, authorised date, location, its cleaned merchant name on
 * about half the rows ...): drawn only when asked, from a random stream of its own, so the
 * detection rows cost nothing for it and stay the same.
 */
function plaidDetails(details: UserDetails): Map<string, HeldOutRowMeta> {
  const rng = new Rng(mixSeed(details.seed, details.index, 0x91a1d));
  const town = details.town;
  const accounts = { checking: rng.chars(37, ID_ALPHABET), card: rng.chars(37, ID_ALPHABET) };
  const enrichment = new Map<string, 'always' | 'never' | 'mixed'>();
  const stores = new Map<string, NonNullable<HeldOutRowMeta['store']>>();
  const meta = new Map<string, HeldOutRowMeta>();
  for (const row of details.rows) {
    const enrich = row.plaidName === null ? 'never' : decide(enrichment, row.key, () => rng.weighted([['always', 50], ['never', 33], ['mixed', 17]] as const));
    const merchantName = enrich === 'always' || (enrich === 'mixed' && rng.chance(0.7)) ? row.plaidName : null;
    const store =
      row.channel === 'in store'
        ? decide(stores, `${row.key}|${row.storeNumber ?? ''}`, () => ({
            city: town[0],
            region: town[1],
            postalCode: town[2],
            lat: round(town[3] + (rng.next() - 0.5) * 0.1, 4),
            lon: round(town[4] + (rng.next() - 0.5) * 0.1, 4),
            storeNumber: row.storeNumber ?? null,
          }))
        : null;
    meta.set(row.id!, {
      account: row.account,
      accountId: accounts[row.account],
      authorizedDate: row.authDay === null ? null : isoDay(Math.min(row.authDay, row.day)),
      channel: row.channel,
      transactionType: row.channel === 'online' ? 'digital' : row.channel === 'in store' ? 'place' : 'special',
      merchantName,
      website: merchantName ? (row.site ?? null) : null,
      pfc: row.pfc,
      legacyCategory: row.legacy ?? null,
      store,
      processor: processorOf(row.descriptor),
    });
  }
  return meta;
}

function decide<T>(map: Map<string, T>, key: string, draw: () => T): T {
  let v = map.get(key);
  if (v === undefined) {
    v = draw();
    map.set(key, v);
  }
  return v;
}

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

const PRIMARIES = [
  'FOOD_AND_DRINK', 'GENERAL_MERCHANDISE', 'GENERAL_SERVICES', 'PERSONAL_CARE', 'ENTERTAINMENT', 'TRANSPORTATION', 'TRANSFER_OUT', 'TRANSFER_IN',
  'LOAN_PAYMENTS', 'INCOME', 'BANK_FEES', 'MEDICAL', 'HOME_IMPROVEMENT',
];
/** The primary of a Plaid detailed code ("FOOD_AND_DRINK_COFFEE" -> "FOOD_AND_DRINK"). */
export const primaryOf = (detailed: string): string => PRIMARIES.find((p) => detailed.startsWith(`${p}_`)) ?? detailed.split('_')[0]!;

const PROCESSORS: [RegExp, string][] = [
  [/^SQ \*/i, 'Square'],
  [/^TST\*/i, 'Toast'],
  [/^(PAYPAL \*|PP\*)/i, 'PayPal'],
  [/^PADDLE\.NET\*/i, 'Paddle'],
  [/^FS \*/i, 'FastSpring'],
  [/^LEAGUEAPPS\*/i, 'LeagueApps'],
];
const processorOf = (descriptor: string) => (descriptor.includes('*') ? (PROCESSORS.find(([re]) => re.test(descriptor))?.[1] ?? null) : null);

/** The Plaid details of a user's rows: from the generation, or generated again from the user's id. */
export function heldOutRowMeta(user: EvaluationUser): Map<string, HeldOutRowMeta> {
  const known = META.get(user);
  if (known) return known;
  let details = DETAILS.get(user);
  if (!details) {
    const match = /^heldout-(-?\d+)-(\d+)$/.exec(user.userId);
    if (!match) return new Map();
    details = DETAILS.get(buildHeldOutUser(Number(match[1]), Number(match[2]) - 1, user.today).user);
  }
  const meta = details ? plaidDetails(details) : new Map<string, HeldOutRowMeta>();
  META.set(user, meta);
  return meta;
}

/**
 * The held-out set: `users` users, each with two years of history ending `today`. User i is the
 * same whatever `users` is, so a test may take the first few.
 */
export function generateHeldOutSet(seed: number, users = 80, today = '2026-03-31'): EvaluationSet {
  const out: EvaluationUser[] = [];
  for (let i = 0; i < users; i++) out.push(buildHeldOutUser(seed, i, today).user);
  return { seed, users: out };
}
