/**
 * Merchant normalisation: a bank descriptor -> a stable merchant key, then the merchant catalogue
 * (resources/merchants/catalogue.json) -> a canonical display name and category.
 *
 * "NETFLIX.COM 866-579-7172 CA", "SQ *NETFLIX" and "Netflix" are one merchant ("netflix").
 */
import { MERCHANT_CATALOGUE, type CatalogueMerchant } from './merchant-catalogue';

export interface NormalisedMerchant {
  /** Grouping key: the catalogue id when the catalogue knows the merchant, else the cleaned descriptor. */
  key: string;
  /** Canonical display name ("Netflix") or the cleaned descriptor in title case. */
  displayName: string;
  category: string | null;
  catalogue: CatalogueMerchant | null;
}

/** Card-processor / wallet prefixes that come before a "*" (or "#") and are not the merchant. */
const PROCESSOR_PREFIXES = new Set([
  'sq', 'tst', 'pp', 'paypal', 'apl', 'apple', 'google', 'goog', 'gglpay', 'gpay', 'amzn', 'dd', 'sp', 'in', 'py',
  'ck', 'bt', 'fs', 'wpy', 'pay', 'pos', 'ppl', 'stripe', 'sumup', 'iz', 'izettle', 'clover', 'ez', 'pmnt', 'venmo',
  // Resellers that bill software for its maker: "PADDLE.NET* LEDGERLY", "FS *APPNAME", "2CO*TOOL".
  'paddle', 'paddle.net', 'fastspring', '2co', 'dri',
]);

/** Bank wording before the merchant, with no "*" ("POS PURCHASE NETFLIX", "RECURRING PAYMENT SPOTIFY"). */
const LEADING_BANK_WORDS =
  /^(?:(?:pos|debit|dbt|card|checkcard|check card|visa|mastercard|mc|purchase|recurring|recurring payment|payment|pmt|ach|ach debit|preauthorized|pre-authorized|electronic|online|web|withdrawal|authorized|auth|direct debit|dd|bill pay|billpay)\b[\s:-]*)+/;

const US_STATES = new Set(
  ('al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ' +
    'ri sc sd tn tx ut vt va wa wv wi wy dc').split(' '),
);

/** Multi-word and common city names that trail a descriptor ("... LOS ANGELES CA"). */
const CITY_SUFFIXES = [
  'los angeles', 'san francisco', 'san jose', 'san diego', 'new york', 'las vegas', 'salt lake city', 'st louis',
  'saint louis', 'los gatos', 'santa monica', 'palo alto', 'mountain view', 'menlo park', 'redwood city',
  'kansas city', 'oklahoma city', 'fort worth', 'el paso', 'san antonio', 'new orleans', 'beverly hills',
  'seattle', 'boston', 'chicago', 'austin', 'houston', 'dallas', 'denver', 'phoenix', 'atlanta', 'miami', 'portland',
  'cupertino', 'oakland', 'brooklyn', 'nashville', 'charlotte', 'columbus', 'detroit', 'philadelphia', 'baltimore',
  'sunnyvale', 'minneapolis', 'tampa', 'orlando', 'sacramento', 'pittsburgh', 'cincinnati', 'cleveland', 'raleigh',
  'burbank', 'irvine', 'culver city',
];

/** Words that say nothing about who the merchant is. */
const TRAILING_NOISE = new Set([
  'inc', 'llc', 'ltd', 'co', 'corp', 'corporation', 'company', 'com', 'net', 'org', 'us', 'usa', 'subscription',
  'subscr', 'sub', 'membership', 'member', 'monthly', 'annual', 'recurring', 'payment', 'pmt', 'bill', 'billing',
  'purchase', 'autopay', 'renewal', 'charge', 'debit', 'card', 'the',
]);

const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b\d{10,11}\b/g;
const DATE = /\b\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?\b|\b\d{4}-\d{2}-\d{2}\b/g;
const URL_SCHEME = /\bhttps?:\/\/|\bwww\./g;
const DOMAIN_TLD = /\b([a-z0-9-]+)\.(?:com|net|org|co|io|tv|fm|app|us|uk|ca|de|me|ly|ai)\b(?:\/\S*)?/g;
/** A store / reference number: "#1234", "STORE 0123", "NO. 55", or a token that is mostly digits. */
const STORE_NUMBER = /#\s*\d+|\b(?:store|str|ste|unit|no\.?|loc|location|term|terminal|id|ref|trans|txn)\s*#?\s*\d+\b|\b[a-z]{0,2}\d{3,}[a-z0-9]*\b|\bx{2,}\d+\b/g;

/** An order or reference code after the merchant: letters and digits mixed, 6+ long ("NINTENDO CAP7XJWJ0CY"). */
const REFERENCE_CODE = /\b(?=[a-z0-9]*\d[a-z0-9]*\d)(?=[a-z0-9]*[a-z][a-z0-9]*[a-z])[a-z0-9]{6,}\b/g;

const normCache = new Map<string, string>();

/**
 * The cleaned, lower-case merchant part of a descriptor, without catalogue lookup:
 * processor prefixes, URLs (netflix.com -> netflix), phone numbers, dates, store and reference
 * numbers, trailing city/state and filler words removed. Deterministic and cached.
 */
export function cleanDescriptor(raw: string): string {
  const cached = normCache.get(raw);
  if (cached !== undefined) return cached;
  let s = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  s = s.replace(URL_SCHEME, ' ');
  // Processor prefixes: "sq *netflix", "paypal *spotify", "apl* itunes", "tst* cafe".
  for (;;) {
    const m = /^([a-z0-9.]{1,12})\s*[*#]\s*/.exec(s);
    if (!m || !PROCESSOR_PREFIXES.has(m[1] ?? '')) break;
    s = s.slice(m[0].length);
  }
  s = s.replace(LEADING_BANK_WORDS, '');
  // "merchant*reference": keep the merchant (a later "*" part is an order or reference code),
  // unless the later part spells the merchant out: "BARK*BARKBOX" is "barkbox".
  const star = s.indexOf('*');
  if (star > 0) {
    const before = s.slice(0, star).trim();
    const after = s.slice(star + 1).trim();
    s = before.length >= 3 && after.startsWith(before) && /^[a-z]/.test(after) ? after : s.slice(0, star);
  }
  s = s.replace(PHONE, ' | ').replace(DATE, ' | ');
  s = s.replace(DOMAIN_TLD, '$1');
  const firstSpace = s.indexOf(' ');
  if (firstSpace > 0) s = s.slice(0, firstSpace) + s.slice(firstSpace).replace(REFERENCE_CODE, ' | ');
  s = s.replace(STORE_NUMBER, ' | ');
  // Everything after the first removed number is location or reference ("STORE 123 SEATTLE WA").
  const cut = s.indexOf('|');
  if (cut > 0 && /[a-z]/.test(s.slice(0, cut))) s = s.slice(0, cut);
  s = s.replace(/\|/g, ' ').replace(/[^a-z0-9&+' ]+/g, ' ').replace(/'/g, '').replace(/\s+/g, ' ').trim();
  let tokens = s.split(' ').filter(Boolean);
  // Trailing state code, then a known city, then filler words.
  for (let guard = 0; guard < 4 && tokens.length > 1; guard += 1) {
    const before = tokens.length;
    const last = tokens[tokens.length - 1] ?? '';
    if (US_STATES.has(last) || TRAILING_NOISE.has(last)) tokens = tokens.slice(0, -1);
    const joined = tokens.join(' ');
    for (const city of CITY_SUFFIXES) {
      if (joined.endsWith(` ${city}`) && joined.length > city.length + 1) {
        tokens = joined.slice(0, -city.length - 1).split(' ');
        break;
      }
    }
    if (tokens.length === before) break;
  }
  while (tokens.length > 1 && TRAILING_NOISE.has(tokens[0] ?? '')) tokens = tokens.slice(1);
  const result = tokens.join(' ') || raw.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  if (normCache.size > 50_000) normCache.clear();
  normCache.set(raw, result);
  return result;
}

interface CompiledPattern {
  pattern: string;
  /** Order of preference: longest pattern first ("msft *xbox" beats "msft *"). */
  rank: number;
  merchant: CatalogueMerchant;
}

/** Every pattern is at least this long (the catalogue's shortest is "wsj"): the index key's length. */
const INDEX_CHARS = 3;

let patternIndex: Map<string, CompiledPattern[]> | null = null;

/**
 * The catalogue's patterns by their first INDEX_CHARS characters, each also in its unspaced-"*"
 * form ("uber *one" -> "uber*one"): a descriptor only tries the patterns that start like one of its
 * words, not all of them.
 */
function catalogIndex(): Map<string, CompiledPattern[]> {
  if (!patternIndex) {
    const all = MERCHANT_CATALOGUE.flatMap((merchant) => merchant.patterns.map((raw) => ({ pattern: raw.toLowerCase(), merchant })));
    all.sort((a, b) => b.pattern.length - a.pattern.length);
    patternIndex = new Map();
    all.forEach(({ pattern, merchant }, rank) => {
      for (const form of new Set([pattern, pattern.replace(/\s*\*\s*/g, '*')])) {
        const key = form.slice(0, INDEX_CHARS);
        patternIndex?.set(key, [...(patternIndex.get(key) ?? []), { pattern: form, rank, merchant }]);
      }
    });
  }
  return patternIndex;
}

/** The best-ranked pattern that starts a word of `text`. */
function bestAtWordStarts(text: string, index: Map<string, CompiledPattern[]>): CompiledPattern | null {
  let best: CompiledPattern | null = null;
  for (let at = 0; at < text.length; at += 1) {
    if (at > 0 && /[a-z0-9]/.test(text[at - 1] ?? '')) continue;
    for (const candidate of index.get(text.slice(at, at + INDEX_CHARS)) ?? []) {
      if ((!best || candidate.rank < best.rank) && text.startsWith(candidate.pattern, at)) best = candidate;
    }
  }
  return best;
}

/** The catalogue entry whose descriptor pattern starts a word of the text (longest pattern wins). */
export function matchCatalogue(text: string): CatalogueMerchant | null {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  const index = catalogIndex();
  // Banks space the "*" of a processor or product either way ("UBER* ONE", "UBER *ONE"), or
  // put it where a space was ("COSTCO *ANNUAL RENEWAL"): try both readings too.
  const readings = lower.includes('*') ? [lower, lower.replace(/\s*\*\s*/g, '*'), lower.replace(/\s*\*\s*/g, ' ')] : [lower];
  let best: CompiledPattern | null = null;
  for (const reading of readings) {
    const found = bestAtWordStarts(reading, index);
    if (found && (!best || found.rank < best.rank)) best = found;
  }
  return best?.merchant ?? null;
}

function titleCase(s: string): string {
  return s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

const merchantCache = new Map<string, NormalisedMerchant>();

/**
 * A raw descriptor -> its merchant. Catalogue patterns are tried on the raw descriptor (they may
 * contain "*" or "/", like "apple.com/bill") and on the cleaned one ("sq *netflix" -> "netflix").
 */
export function normaliseMerchant(raw: string): NormalisedMerchant {
  const hit = merchantCache.get(raw);
  if (hit) return hit;
  const cleaned = cleanDescriptor(raw);
  const catalogue = matchCatalogue(raw) ?? matchCatalogue(cleaned);
  const result: NormalisedMerchant = catalogue
    ? { key: catalogue.id, displayName: catalogue.name, category: catalogue.category, catalogue }
    : { key: cleaned, displayName: titleCase(cleaned), category: null, catalogue: null };
  if (merchantCache.size > 50_000) merchantCache.clear();
  merchantCache.set(raw, result);
  return result;
}
