// Baseline for the dashboard throughput benchmark: a bare Express app whose GET /api/dashboard runs
// the same SQL statements as ours (backend/src/modules/dashboard/service.ts and what it calls: the
// user row, the credit model's cache check, the active and cancelled subscriptions, the 30-day
// spending by category, the savings targets and the stored insights), prepared once, each distinct
// statement once per request, with better-sqlite3 on the same database file (DATA_DIR), and answers
// a JSON of the same shape and about the same size. No validation, no guard, no business rules.
// Keep the statements in step with what the dashboard reads (`BENCH_ONLY=api` prints both counts).
import path from 'node:path';
import Database from 'better-sqlite3';
import express from 'express';

const DEMO_USER_ID = '00000000-0000-4000-8000-000000000001';
const db = new Database(path.join(process.env.DATA_DIR, 'wealth-desk.db'), { readonly: true });
db.pragma('journal_mode = WAL');

const SUBSCRIPTION_COLUMNS =
  'id, user_id, name, merchant_name, amount_cents, frequency, next_bill_date, last_bill_date, category, status, is_forgotten, last_used_date, cancellation_url, ' +
  'cancellation_phone, cancellation_instructions, forgotten_reasons, source, detected_at, cancelled_at, previous_amount_cents, price_changed_at, charged_after_cancel_date, charged_after_cancel_cents';
const HOME_CURRENCY = '(SELECT home_currency FROM users WHERE id = ?)';
const SPENDING = "user_id = ? AND date >= ? AND amount_cents > 0 AND coalesce(category, '') NOT IN ('Transfer', 'Income', 'Interest', 'Credit Card Payment')";
const sql = {
  user: db.prepare(
    'SELECT id, username, email, first_name, last_name, password_hash, income_cents, mode, credit_score, stripe_customer_id, stripe_subscription_id, subscription_tier, ' +
      'subscription_status, profile_image_url, home_currency, role, age, primary_goal, target_amount_cents, estimated_subscriptions, subscription_monthly_cost_cents, ' +
      'onboarded_at, last_sign_in_at, created_at, updated_at FROM users WHERE id = ?',
  ),
  transactionsStamp: db.prepare('SELECT count(*) AS n, max(created_at) AS last, sum(amount_cents) AS sum FROM transactions WHERE user_id = ?'),
  accountsStamp: db.prepare(
    `SELECT count(*) AS n, sum(balance_cents) AS bal, sum(coalesce(credit_limit_cents, 0)) AS lim FROM bank_accounts
     WHERE user_id = ? AND balance_source IS NOT NULL AND closed_at IS NULL AND currency = ${HOME_CURRENCY}`,
  ),
  creditScore: db.prepare('SELECT credit_score FROM users WHERE id = ?'),
  active: db.prepare(`SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE user_id = ? AND status = 'active' ORDER BY detected_at ASC, name ASC`),
  cancelled: db.prepare(`SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE user_id = ? AND status = 'cancelled' ORDER BY cancelled_at DESC, name ASC`),
  spending: db.prepare(`SELECT category, sum(amount_cents) AS cents, count(*) AS n FROM transactions WHERE ${SPENDING} AND currency = ${HOME_CURRENCY} GROUP BY category`),
  foreignSpending: db.prepare(`SELECT count(*) AS n FROM transactions WHERE ${SPENDING} AND currency <> ${HOME_CURRENCY}`),
  savingsTargets: db.prepare('SELECT month, monthly_target_cents FROM savings_tracking WHERE user_id = ? ORDER BY month DESC LIMIT 12'),
  insights: db.prepare(
    "SELECT id, insight, category, confidence, created_at FROM ai_insights WHERE user_id = ? AND category NOT IN ('subscriptions', 'credit') ORDER BY created_at DESC, category LIMIT 10",
  ),
};

const monthOf = (ms) => new Date(ms).toISOString().slice(0, 7);
const PERCENT = { bills: 0.4, debt: 0.2, savings: 0.25, spending: 0.1, flexFund: 0.05 };

const app = express();
app.get('/api/dashboard', (_req, res) => {
  const id = DEMO_USER_ID;
  const now = Date.now();
  const user = sql.user.get(id);
  sql.transactionsStamp.get(id);
  sql.accountsStamp.get(id, id);
  const { credit_score: creditScore } = sql.creditScore.get(id);
  const active = sql.active.all(id);
  const cancelled = sql.cancelled.all(id);
  const since = new Date(now - 30 * 86_400_000).toISOString().slice(0, 10);
  const spending = sql.spending.all(id, since, id);
  sql.foreignSpending.get(id, since, id);
  const targets = sql.savingsTargets.all(id);
  const stored = sql.insights.all(id);

  const income = user.income_cents / 100;
  const allocations = Object.fromEntries(Object.entries(PERCENT).map(([k, p]) => [k, Math.round(income * p)]));
  const monthly = active.reduce((sum, s) => sum + s.amount_cents, 0) / 100;
  const savedPerMonth = cancelled.reduce((sum, s) => sum + s.amount_cents, 0) / 100;
  const spent = spending.reduce((sum, s) => sum + s.cents, 0) / 100;
  res.json({
    user: { id: user.id, firstName: user.first_name, income, mode: user.mode, creditScore, onboarded: user.onboarded_at !== null, primaryGoal: user.primary_goal, targetAmount: user.target_amount_cents / 100 },
    allocation: {
      income: Math.round(income),
      mode: user.mode,
      allocations,
      aiTip: `Automate the $${allocations.savings} savings transfer for payday, so saving happens before spending. Your ${active.length} active subscriptions cost $${Math.round(monthly)} a month; reviewing them is the quickest extra saving.`,
      currentScore: creditScore,
      creditProjection: creditScore + 100,
      createdAt: user.updated_at,
    },
    insights: [
      { category: 'subscriptions', confidence: 0.95, insight: `${active.length} active subscriptions cost $${Math.round(monthly)} a month ($${Math.round(monthly * 12)} a year). Cancelling the forgotten ones is money back every month.`, id: 'subscriptions-summary', createdAt: now },
      ...stored.map((i) => ({ id: i.id, insight: i.insight, category: i.category, confidence: i.confidence, createdAt: i.created_at })),
      { category: 'credit', confidence: 0.7, insight: `Your estimated credit score is ${creditScore}. You spent $${spent.toFixed(2)} in the last 30 days across ${spending.length} categories.`, id: 'credit-estimate', createdAt: now },
    ],
    insightsMethod: 'Rules over your own stored transactions, subscriptions and settings: no external AI, nothing leaves this app',
    savings: {
      monthlyTarget: (targets[0]?.monthly_target_cents ?? 0) / 100,
      actualSaved: savedPerMonth,
      subscriptionsCancelled: cancelled.length,
      totalSavedAllTime: savedPerMonth * 3,
      months: targets
        .map((t) => ({ month: t.month, monthlyTarget: t.monthly_target_cents / 100, actualSaved: savedPerMonth, subscriptionsCancelled: 0 }))
        .concat(cancelled.map((s) => ({ month: monthOf(s.cancelled_at ?? now), monthlyTarget: 0, actualSaved: s.amount_cents / 100, subscriptionsCancelled: 1 })))
        .slice(0, 12),
    },
    demoData: true,
  });
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening http://127.0.0.1:${server.address().port} (${Object.keys(sql).length} statements a request)\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
