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
    const m = /^([a-z]{1,8})\s*[*#]\s*/.exec(s);
    if (!m || !PROCESSOR_PREFIXES.has(m[1] ?? '')) break;
    s = s.slice(m[0].length);
  }
  s = s.replace(LEADING_BANK_WORDS, '');
  // "merchant*reference": keep the merchant (a later "*" part is an order or reference code).
  const star = s.indexOf('*');
  if (star > 0) s = s.slice(0, star);
  s = s.replace(PHONE, ' | ').replace(DATE, ' | ');
  s = s.replace(DOMAIN_TLD, '$1');
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
  merchant: CatalogueMerchant;
}

let compiled: CompiledPattern[] | null = null;
function catalogPatterns(): CompiledPattern[] {
  if (!compiled) {
    compiled = MERCHANT_CATALOGUE.flatMap((merchant) => merchant.patterns.map((pattern) => ({ pattern: pattern.toLowerCase(), merchant })));
    // Longest pattern first: "msft *xbox" beats "msft *".
    compiled.sort((a, b) => b.pattern.length - a.pattern.length);
  }
  return compiled;
}

function occursAtWordStart(text: string, pattern: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(pattern, from);
    if (at < 0) return false;
    const prev = at === 0 ? ' ' : text[at - 1] ?? ' ';
    if (!/[a-z0-9]/.test(prev)) return true;
    from = at + 1;
  }
}

/** The catalogue entry whose descriptor pattern starts a word of the text (longest pattern wins). */
export function matchCatalogue(text: string): CatalogueMerchant | null {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  for (const { pattern, merchant } of catalogPatterns()) {
    if (occursAtWordStart(lower, pattern)) return merchant;
  }
  return null;
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
