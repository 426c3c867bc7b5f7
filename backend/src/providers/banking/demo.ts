/**
 * The offline demo bank: linking "connects" a realistic institution with checking, savings, credit
 * and investment accounts and 90 days of transactions (payroll, bills, everyday spending and a few
 * recurring subscriptions). Deterministic per user, so the same user always gets the same bank.
 */
import { randomUUID } from 'node:crypto';
import { createRng } from '../../lib/random';
import type { ParsedTransaction } from '../../modules/banking/import';
import type { Clock } from '../../clock';
import type { BankProvider, LinkedInstitution } from './bank-provider';
import { DAY_MS, isoDate, startOfUtcDay } from '../../../../shared/dates';

export const DEMO_INSTITUTION = 'Demo Community Bank';

const SUBSCRIPTIONS = [
  { description: 'NETFLIX.COM 866-579-7172 CA', category: 'Entertainment', cents: 1799, day: 7 },
  { description: 'SPOTIFY USA 877-778-1161', category: 'Entertainment', cents: 1199, day: 12 },
  { description: 'SQ *ANYTIME FITNESS', category: 'Health & Fitness', cents: 4499, day: 3 },
  { description: 'APPLE.COM/BILL ICLOUD', category: 'Software', cents: 299, day: 21 },
];
const EVERYDAY = [
  { description: 'WHOLE FOODS MARKET #10234', category: 'Groceries', min: 2500, max: 14000 },
  { description: 'STARBUCKS STORE 08123', category: 'Coffee', min: 450, max: 1200 },
  { description: 'SHELL OIL 57442139', category: 'Fuel', min: 3000, max: 6500 },
  { description: 'AMAZON MKTPL*2K4LP0', category: 'Shopping', min: 1200, max: 9000 },
  { description: 'CHIPOTLE 2231', category: 'Restaurants', min: 1100, max: 2800 },
];

export function buildDemoInstitution(userId: string, now: number): LinkedInstitution {
  const rng = createRng(`demo-bank/${userId}`);
  const mask = () => String(rng.int(1000, 9999));
  const checking: ParsedTransaction[] = [];
  const credit: ParsedTransaction[] = [];
  const today = startOfUtcDay(now);
  for (let d = 89; d >= 0; d -= 1) {
    const day = today - d * DAY_MS;
    const date = isoDate(day);
    const dom = new Date(day).getUTCDate();
    if (dom === 1 || dom === 15) checking.push({ date, description: 'ACME CORP PAYROLL PPD', category: 'Income', amountCents: -240_000, bankId: `demo-pay-${date}` });
    if (dom === 2) checking.push({ date, description: 'GREENVIEW APARTMENTS RENT', category: 'Rent', amountCents: 165_000, bankId: `demo-rent-${date}` });
    if (dom === 18) checking.push({ date, description: 'CITY POWER & LIGHT', category: 'Utilities', amountCents: rng.int(7_000, 12_000), bankId: `demo-power-${date}` });
    for (const s of SUBSCRIPTIONS) if (dom === s.day) credit.push({ date, description: s.description, category: s.category, amountCents: s.cents, bankId: `demo-${s.day}-${date}` });
    if (rng.chance(0.7)) {
      const e = rng.pick(EVERYDAY);
      credit.push({ date, description: e.description, category: e.category, amountCents: rng.int(e.min, e.max), bankId: `demo-buy-${date}-${rng.int(0, 1e6)}` });
    }
  }
  const spent = credit.reduce((s, t) => s + t.amountCents, 0);
  const net = checking.reduce((s, t) => s + t.amountCents, 0);
  return {
    institution: DEMO_INSTITUTION,
    accessToken: null,
    itemId: null,
    accounts: [
      // The demo bank states its balances, as a linked bank does (docs/product.md "Accounts").
      { name: 'Demo Checking', mask: mask(), type: 'checking', balanceCents: 480_000 - net, balanceSource: 'bank', transactions: checking },
      { name: 'Demo Savings', mask: mask(), type: 'savings', balanceCents: 1_250_000, balanceSource: 'bank', transactions: [] },
      { name: 'Demo Rewards Card', mask: mask(), type: 'credit', balanceCents: -Math.min(spent, 250_000), balanceSource: 'bank', transactions: credit },
      { name: 'Demo Brokerage', mask: mask(), type: 'investment', balanceCents: 3_875_000, balanceSource: 'bank', transactions: [] },
    ],
  };
}

export function demoBankProvider(clock: Clock): BankProvider {
  return {
    kind: 'demo',
    createLinkToken: async () => `demo-link-${randomUUID()}`,
    exchangePublicToken: async (_publicToken, userId) => buildDemoInstitution(userId, clock.now()),
  };
}
