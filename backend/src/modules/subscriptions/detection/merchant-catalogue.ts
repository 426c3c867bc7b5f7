/**
 * The merchant catalogue (resources/merchants/catalogue.json): how common subscription services show
 * up on a bank statement and how to cancel them. Bundled at build time, like the migrations.
 */
import catalogueJson from '../../../../../resources/merchants/catalogue.json';

export interface CatalogueMerchant {
  id: string;
  name: string;
  category: string;
  /** Lower-case substrings of a bank descriptor that identify the merchant. */
  patterns: string[];
  cancellationUrl: string | null;
  cancellationPhone: string | null;
  cancellationInstructions: string;
}

export const MERCHANT_CATALOGUE: readonly CatalogueMerchant[] = catalogueJson.merchants;

const byId = new Map(MERCHANT_CATALOGUE.map((m) => [m.id, m]));

export function catalogueMerchant(id: string): CatalogueMerchant {
  const merchant = byId.get(id);
  if (!merchant) throw new Error(`Merchant "${id}" is not in resources/merchants/catalogue.json`);
  return merchant;
}

/** The catalogue entry whose pattern occurs in a bank descriptor, if any (case-insensitive). */
export function matchCatalogueMerchant(descriptor: string): CatalogueMerchant | undefined {
  const text = descriptor.toLowerCase();
  return MERCHANT_CATALOGUE.find((m) => m.patterns.some((p) => text.includes(p)));
}
