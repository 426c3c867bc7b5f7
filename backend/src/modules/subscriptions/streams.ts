/**
 * The finder's findings in the shape of Plaid's /transactions/recurring/get outflow streams
 * (docs/product.md "Subscriptions"), for people who integrate with banks, plus our own cadence,
 * monthly cost, confidence and reasons.
 */
import { createHash } from 'node:crypto';
import type { RecurringStream } from '../../../../shared/contracts/subscriptions';
import type { DetectedPattern } from './detection';

const PLAID_FREQUENCY: Record<string, RecurringStream['frequency']> = {
  weekly: 'WEEKLY',
  biweekly: 'BIWEEKLY',
  monthly: 'MONTHLY',
  annual: 'ANNUALLY',
};

const PLAID_STATUS: Record<DetectedPattern['status'], RecurringStream['status']> = {
  mature: 'MATURE',
  early: 'EARLY_DETECTION',
  inactive: 'TOMBSTONED',
};

/** Stable across requests and rescans for one user's merchant and cadence; says nothing about either. */
export function streamId(userId: string, merchantKey: string, frequency: string): string {
  return createHash('sha256').update(`${userId}\u0000${merchantKey}\u0000${frequency}`).digest('hex').slice(0, 20);
}

export interface StreamContext {
  userId: string;
  /** The user's home currency: the only one a scan reads. */
  currency: string;
  /** The account of the stream's latest transaction (null: the row belongs to no account). */
  accountId: string | null;
  /** The user cancelled or dismissed this merchant. */
  userModified: boolean;
}

export function toRecurringStream(p: DetectedPattern, c: StreamContext): RecurringStream {
  const amount = (cents: number) => ({ amount: cents / 100, iso_currency_code: c.currency, unofficial_currency_code: null });
  const active = p.status !== 'inactive';
  return {
    stream_id: streamId(c.userId, p.merchantKey, p.frequency),
    account_id: c.accountId,
    description: p.lastDescription,
    merchant_name: p.merchantName,
    category: p.category ? [p.category] : [],
    first_date: p.firstDate,
    last_date: p.lastDate,
    predicted_next_date: active ? p.nextBillDate : null,
    frequency: PLAID_FREQUENCY[p.frequency] ?? 'UNKNOWN',
    transaction_ids: [...p.transactionIds],
    average_amount: amount(p.averageAmountCents),
    last_amount: amount(p.lastAmountCents),
    is_active: active,
    status: PLAID_STATUS[p.status] ?? 'UNKNOWN',
    is_user_modified: c.userModified,
    cadence: p.frequency,
    monthly_cost: p.monthlyCostCents / 100,
    confidence: p.confidence,
    reasons: [...p.reasons],
  };
}
