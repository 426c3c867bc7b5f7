/**
 * The held-out rows as Plaid's /transactions/get answers them (amount in dollars, positive = money
 * out; `name` the raw descriptor; `merchant_name` Plaid's cleaned name on about half the rows, null
 * on the rest), with the many fields the app does not use, so that the import is tested on what a
 * bank connection really sends (docs/detection.md "How it is evaluated").
 */
import type { EvaluationUser } from '../detection/eval';
import { heldOutRowMeta, primaryOf } from './generate';

export interface PlaidLocation {
  address: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  lat: number | null;
  lon: number | null;
  store_number: string | null;
}

export interface PlaidCounterparty {
  name: string;
  type: 'merchant' | 'payment_processor' | 'financial_institution' | 'marketplace';
  website: string | null;
  logo_url: string | null;
  entity_id: string | null;
  confidence_level: 'VERY_HIGH' | 'HIGH' | 'MEDIUM' | 'LOW';
}

export interface PlaidTransactionObject {
  account_id: string;
  account_owner: null;
  amount: number;
  authorized_date: string | null;
  authorized_datetime: null;
  category: string[] | null;
  category_id: string | null;
  check_number: null;
  counterparties: PlaidCounterparty[];
  date: string;
  datetime: null;
  iso_currency_code: 'USD';
  location: PlaidLocation;
  logo_url: string | null;
  merchant_entity_id: string | null;
  merchant_name: string | null;
  name: string;
  payment_channel: 'online' | 'in store' | 'other';
  payment_meta: Record<'by_order_of' | 'payee' | 'payer' | 'payment_method' | 'payment_processor' | 'ppd_id' | 'reason' | 'reference_number', string | null>;
  pending: false;
  pending_transaction_id: null;
  personal_finance_category: { primary: string; detailed: string; confidence_level: 'VERY_HIGH' | 'HIGH' | 'MEDIUM' } | null;
  personal_finance_category_icon_url: string | null;
  transaction_code: null;
  transaction_id: string;
  transaction_type: 'digital' | 'place' | 'special' | 'unresolved';
  unofficial_currency_code: null;
  website: string | null;
}

const NO_LOCATION: PlaidLocation = { address: null, city: null, region: null, postal_code: null, country: null, lat: null, lon: null, store_number: null };

/** A stable Plaid-like entity id for a name (FNV-1a, base 62). */
function entityId(name: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  let h = 0x811c9dc5;
  for (let round = 0; out.length < 22; round++) {
    for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
    h = Math.imul(h ^ round, 0x01000193) >>> 0;
    let x = h;
    for (let k = 0; k < 5 && out.length < 22; k++) {
      out += alphabet[x % 62];
      x = Math.floor(x / 62);
    }
  }
  return out;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
const logoFor = (name: string) => `https://plaid-merchant-logos.plaid.com/${slug(name)}_${(name.length % 9) + 1}.png`;
const CONFIDENCE = ['VERY_HIGH', 'HIGH', 'MEDIUM'] as const;

/** The user's rows as Plaid /transactions/get objects; transaction_id is the row's id. */
export function toPlaidTransactions(user: EvaluationUser): PlaidTransactionObject[] {
  const meta = heldOutRowMeta(user);
  return user.transactions.map((tx) => {
    const m = meta.get(tx.id);
    const name = tx.description ?? '';
    const merchant = m?.merchantName ?? null;
    const counterparties: PlaidCounterparty[] = [];
    if (merchant) {
      counterparties.push({ name: merchant, type: 'merchant', website: m?.website ?? null, logo_url: logoFor(merchant), entity_id: entityId(merchant), confidence_level: 'VERY_HIGH' });
    }
    if (m?.processor) {
      counterparties.push({ name: m.processor, type: 'payment_processor', website: `${slug(m.processor)}.com`, logo_url: logoFor(m.processor), entity_id: entityId(m.processor), confidence_level: 'HIGH' });
    }
    const pfc = m?.pfc ?? null;
    // A row without our details (a user edited by hand) keeps its category as a one-level hierarchy.
    const legacy = m ? m.legacyCategory : tx.category ? [tx.category] : null;
    return {
      account_id: m?.accountId ?? 'unknown-account',
      account_owner: null,
      amount: tx.amountCents / 100,
      authorized_date: m?.authorizedDate ?? null,
      authorized_datetime: null,
      category: legacy,
      category_id: null,
      check_number: null,
      counterparties,
      date: tx.date,
      datetime: null,
      iso_currency_code: 'USD',
      location: m?.store
        ? { address: null, city: m.store.city, region: m.store.region, postal_code: m.store.postalCode, country: 'US', lat: m.store.lat, lon: m.store.lon, store_number: m.store.storeNumber }
        : NO_LOCATION,
      logo_url: merchant ? logoFor(merchant) : null,
      merchant_entity_id: merchant ? entityId(merchant) : null,
      merchant_name: merchant,
      name,
      payment_channel: m?.channel ?? 'other',
      payment_meta: { by_order_of: null, payee: null, payer: null, payment_method: null, payment_processor: m?.processor ?? null, ppd_id: null, reason: null, reference_number: null },
      pending: false,
      pending_transaction_id: null,
      personal_finance_category: pfc ? { primary: primaryOf(pfc), detailed: pfc, confidence_level: CONFIDENCE[name.length % 3]! } : null,
      personal_finance_category_icon_url: pfc ? `https://plaid-category-icons.plaid.com/PFC_${primaryOf(pfc)}.png` : null,
      transaction_code: null,
      transaction_id: tx.id,
      transaction_type: m?.transactionType ?? 'unresolved',
      unofficial_currency_code: null,
      website: m?.website ?? null,
    };
  });
}
