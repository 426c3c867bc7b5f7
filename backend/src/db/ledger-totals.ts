/**
 * The SQL of ledger_month_totals (migration 0024; docs/architecture.md "Ledger totals"): the figures
 * of a set of transactions grouped by the summary's key. The banking repository adds new rows'
 * figures with it and subtracts an undone import's per batch; tests rebuild the summary with it.
 */

/** The summary's key columns, in the order of its primary key. */
export const TOTALS_KEY = 'user_id, bank_account_id, currency, month, category';

/** The figures of the transactions `where` selects, one row per summary key (columns as TOTALS_KEY, then n, n_in, n_out, in_cents, out_cents). */
export function totalsOf(where: string): string {
  return `SELECT user_id, coalesce(bank_account_id, '') AS bank_account_id, currency, substr(date, 1, 7) AS month, coalesce(category, '') AS category,
    count(*) AS n, sum(amount_cents < 0) AS n_in, sum(amount_cents > 0) AS n_out, sum(max(-amount_cents, 0)) AS in_cents, sum(max(amount_cents, 0)) AS out_cents
    FROM transactions WHERE ${where} GROUP BY 1, 2, 3, 4, 5`;
}

/** Adds the figures of the transactions `where` selects to the summary. */
export function addTotalsSql(where: string): string {
  return `INSERT INTO ledger_month_totals(${TOTALS_KEY}, n, n_in, n_out, in_cents, out_cents) ${totalsOf(where)}
    ON CONFLICT(${TOTALS_KEY}) DO UPDATE SET n = n + excluded.n, n_in = n_in + excluded.n_in, n_out = n_out + excluded.n_out,
      in_cents = in_cents + excluded.in_cents, out_cents = out_cents + excluded.out_cents`;
}

/** Subtracts the figures of the transactions `where` selects from the summary (before they are deleted). */
export function subtractTotalsSql(where: string): string {
  return `UPDATE ledger_month_totals AS s SET n = s.n - d.n, n_in = s.n_in - d.n_in, n_out = s.n_out - d.n_out,
      in_cents = s.in_cents - d.in_cents, out_cents = s.out_cents - d.out_cents
    FROM (${totalsOf(where)}) AS d
    WHERE s.user_id = d.user_id AND s.bank_account_id = d.bank_account_id AND s.currency = d.currency AND s.month = d.month AND s.category = d.category`;
}
