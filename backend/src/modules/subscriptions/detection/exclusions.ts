/**
 * Transactions that are never a subscription charge, whatever their rhythm: money in (income,
 * refunds, transfers in), refunds and reversals, transfers between the user's own accounts
 * (including paying off a credit card), payroll or other income, and cash withdrawals.
 */
export type ExclusionReason = 'money-in' | 'refund' | 'transfer' | 'income' | 'cash';

export interface ExclusionInput {
  amountCents: number;
  description?: string | null;
  merchantName?: string | null;
  category?: string | null;
}

const REFUND = /\b(refund|refunded|reversal|reversed|return|returned|chargeback|charge back|credit adj(ustment)?|cash ?back|rebate)\b/;
const TRANSFER =
  /\b(transfer|xfer|trnsfr|tfr|trf)\b|\b(to|from) (savings|checking|chk|sav|brokerage)\b|\bpayment,? thank you\b|\b(credit (card|crd)|crd|card|cc) (pmt|payment|autopay|epay|e-payment)\b|\bautopay (pmt|payment)\b.*\b(card|crd)\b|\bzelle (to|from) (self|me)\b|\bown account\b|\bacct to acct\b|\be-?payment\b|\bmobile (pmt|payment)\b|\b(amex|american express|capital one|discover|citi|citibank|chase|synchrony|barclaycard|wells fargo card)\b.*\b(pmt|payment|epay|autopay|auto pay)\b/;
const INCOME = /\b(payroll|direct dep(osit)?|dir dep|salary|paycheck|pay check|wages|interest (paid|payment|earned)|dividend|tax refund|irs treas|ssa treas|unemployment)\b/;
const CATEGORY_TRANSFER = /transfer|credit card|internal account/;
/** Cash, not a merchant. A bare "withdrawal" is not enough: some banks word every card debit "WITHDRAWAL POS ...". */
const CASH = /\b(atm|cash withdrawal|cash advance)\b/;
const CATEGORY_CASH = /\b(atm|withdrawal|cash advance)\b/;
const CATEGORY_INCOME = /income|payroll|paycheck|deposit|interest earned|dividend/;
const CATEGORY_REFUND = /refund|reversal/;

/** Why a transaction is left out of detection, or null when it is a candidate charge. */
export function exclusionReason(tx: ExclusionInput): ExclusionReason | null {
  if (!(tx.amountCents > 0)) return 'money-in';
  const text = `${tx.merchantName ?? ''} ${tx.description ?? ''}`.toLowerCase();
  const category = (tx.category ?? '').toLowerCase();
  if (REFUND.test(text) || CATEGORY_REFUND.test(category)) return 'refund';
  if (TRANSFER.test(text) || CATEGORY_TRANSFER.test(category)) return 'transfer';
  if (INCOME.test(text) || CATEGORY_INCOME.test(category)) return 'income';
  if (CASH.test(text) || CATEGORY_CASH.test(category)) return 'cash';
  return null;
}
