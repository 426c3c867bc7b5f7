/**
 * Guard rails on the voice coach's advice (docs/product.md "AI coach"), as properties over a few
 * thousand random but valid users: for every reply, every step and every emotional state, each
 * dollar amount is a finite, non-negative number, a card payment is never more than is owed nor
 * more than the income, payoff and saving durations are whole months, and every figure the text
 * attributes to the user equals the user's own figure. The generator is seeded, so a failure names
 * a case that replays exactly.
 */
import { describe, expect, it } from 'vitest';
import { ALLOCATION_KEYS, BUDGET_MODES, type BudgetMode } from '../../../../../shared/constants';
import { EMOTIONAL_STATES, type CoachIntent } from '../../../../../shared/contracts/coach';
import { allocateIncome } from '../../budget/service';
import { usd, usdOwed } from './format';
import { adviceViolations } from '../../../lib/advice-guard';
import { CARD_APR_ASSUMPTION, cardPayment, draftFor, payoffMonths } from './voice-drafts';
import { adviceFigures, MODE_NAMES, splitIncome, toFacts, type CoachContext, type Facts } from './voice-facts';
import { detectIntent } from './voice-intents';
import { coachReply } from './voice-reply';

/** mulberry32: a tiny seeded PRNG, enough to make every run draw the same users. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** Dollars with cents, as the repository hands them over (cents / 100). */
    money: (min: number, max: number) => Math.round((min + next() * (max - min)) * 100) / 100,
  };
}
type Rng = ReturnType<typeof rng>;

const SUBSCRIPTION_NAMES = ['Netflix', 'Spotify', 'Hulu', 'Audible', 'Gym', 'iCloud', 'Dropbox', 'Disney+', 'Peacock', 'YouTube Premium', 'HBO Max', 'Xbox Game Pass'];
/** "Uncategorised" is how rows without a category come in: never named back as a category. */
const CATEGORIES = ['Groceries', 'Dining', 'Shopping', 'Transport', 'Entertainment', 'Utilities', 'Travel', 'Uncategorised'];

/** One valid user: the shapes the coach repository produces, with the edges (zero, cents, huge, overdrawn) over-weighted. */
function randomContext(r: Rng): CoachContext {
  const income = r.chance(0.2) ? 0 : r.chance(0.1) ? r.money(0, 200) : r.chance(0.5) ? Math.round(r.between(0, 50_000)) : r.money(0, 50_000);
  const mode = r.pick(BUDGET_MODES);
  const debtShare = splitIncome(income, mode).debt;
  const debt = r.chance(0.25)
    ? 0
    : r.chance(0.1)
      ? r.money(0, 3) // a card balance of a few cents or dollars
      : r.chance(0.2) && debtShare > 0
        ? Math.max(0.01, Math.round((debtShare + r.between(-50, 50)) * 100) / 100) // right around the budget's debt share
        : r.money(0, 100_000);
  const savings = r.chance(0.3) ? 0 : r.money(0, 60_000);
  const checking = r.chance(0.1) ? -r.money(0, 3_000) : r.chance(0.2) ? 0 : r.money(0, 40_000);
  const spending = r.chance(0.2) ? 0 : r.chance(0.1) ? r.money(0, 5) : r.money(0, 30_000);
  const topCategories: { name: string; amount: number }[] = [];
  let left = spending;
  for (const name of [...CATEGORIES].sort(() => r.next() - 0.5).slice(0, r.int(0, 3))) {
    const amount = Math.round(left * r.between(0.2, 0.6) * 100) / 100;
    if (amount <= 0) break;
    topCategories.push({ name, amount });
    left -= amount;
  }
  topCategories.sort((a, b) => b.amount - a.amount);
  const subscriptions = [...SUBSCRIPTION_NAMES].sort(() => r.next() - 0.5).slice(0, r.chance(0.2) ? 0 : r.int(1, 10));
  const costs = subscriptions.map((name) => ({ name, monthlyCost: r.money(0.99, r.chance(0.05) ? 2_000 : 80) }));
  const forgotten = costs.filter(() => r.chance(0.3));
  return {
    firstName: r.chance(0.5) ? 'Dana' : null,
    monthlyIncome: income,
    spendingLast30Days: spending,
    topSpendingCategories: topCategories,
    activeSubscriptions: costs.length,
    subscriptionMonthlyCost: costs.reduce((s, c) => s + c.monthlyCost, 0),
    forgottenSubscriptions: forgotten,
    cashBalance: Math.round((checking + savings) * 100) / 100,
    savingsBalance: savings,
    creditCardDebt: debt,
    creditScore: r.int(300, 850),
    businessAccounts: [],
    budgetMode: mode,
    // The latest stored budget: often today's income, sometimes an older (possibly larger) one.
    savingsAllocation: r.chance(0.5) ? null : splitIncome(r.chance(0.6) ? income : r.between(0, 50_000), r.pick(BUDGET_MODES)).savings,
  };
}

const TRANSCRIPTS: Record<CoachIntent, string[]> = {
  debt: ['how can I pay off my credit card', 'what is the fastest way out of debt', 'I owe too much'],
  subscriptions: ['what am I paying for every month', 'should I cancel netflix'],
  save: ['how much should I save', 'how big should my emergency fund be'],
  invest: ['should I buy bitcoin', 'should I invest in index funds'],
  credit: ['improve my credit score', 'how do I build credit'],
  budget: ['help me make a budget', 'where does my money go'],
  emergency: ['I lost my job', 'I cannot pay my rent'],
  general: ['hello', 'what do you think about my situation'],
};

const AMOUNT = String.raw`\$((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)`;
const parse = (text: string) => Number(text.replace(/[$,]/g, ''));
const compiled = new Map<string, RegExp>();
/** The pattern as a global RegExp, compiled once: the property test runs it tens of thousands of times. */
const re = (pattern: string) => {
  let found = compiled.get(pattern);
  if (!found) compiled.set(pattern, (found = new RegExp(pattern, 'g')));
  return found;
};
const all = (text: string, pattern: string) => [...text.matchAll(re(pattern))].map((m) => parse(m[1]!));

/** Every way the rules phrase a payment toward the card; each capture is the monthly (or one-off) payment. */
const PAYMENT_PATTERNS = [
  String.raw`automatic ${AMOUNT} monthly payment`,
  String.raw`${AMOUNT} a month \((?:your [A-Za-z ]+ budget's \d+% debt share|\d+% of the balance)\)`,
  String.raw`paying ${AMOUNT} clears the card`,
  String.raw`Paying the ${AMOUNT} in full`,
  String.raw`Pay the full ${AMOUNT} balance`,
  String.raw`Pay off the full ${AMOUNT} card balance`,
  String.raw`raise the payment to the full ${AMOUNT}`,
  String.raw`Clear your ${AMOUNT} card balance this month`,
  String.raw`card balance, ${AMOUNT} a month from your budget`,
  String.raw`Put the ${AMOUNT} debt share of your budget toward the card`,
  String.raw`Send the ${AMOUNT} debt share to your`,
  String.raw`pay more than ${AMOUNT} a month`,
];

/** Phrases that put a figure on the user's own numbers, and the figure they must show. */
function attributed(f: Facts): [pattern: string, expected: string][] {
  const rows: [string, string][] = [
    [String.raw`You owe ${AMOUNT} on credit cards`, usdOwed(f.debt)],
    [String.raw`${AMOUNT} card (?:debt|balance)`, usdOwed(f.debt)],
    [String.raw`${AMOUNT} monthly income`, usd(f.income)],
    [String.raw`${AMOUNT} in (?:cash|checking and savings)`, usd(f.cash)],
    [String.raw`overdrawn by ${AMOUNT}`, usd(-f.cash)],
    [String.raw`${AMOUNT} monthly spending`, usd(f.spending)],
    [String.raw`(?:you spent|You spent) ${AMOUNT}`, usd(f.spending)],
    [String.raw`${AMOUNT} spent in the last 30 days`, usd(f.spending)],
    [String.raw`You pay ${AMOUNT} a month \(`, usd(f.subscriptionCost)],
    [String.raw`subscriptions to free ${AMOUNT} a month`, usd(f.subscriptionCost)],
    [String.raw`Pausing your ${AMOUNT} a month of subscriptions`, usd(f.subscriptionCost)],
    [String.raw`\(${AMOUNT} there today\)`, usd(f.savingsBalance)],
    [String.raw`${AMOUNT} debt share`, usd(f.split.debt)],
    [String.raw`automatic ${AMOUNT} transfer to savings`, usd(f.monthlySaving)],
    [String.raw`automatic ${AMOUNT} monthly transfer to savings`, usd(f.monthlySaving)],
    [String.raw`Automate ${AMOUNT} a month into savings`, usd(f.monthlySaving)],
    [String.raw`Automate the ${AMOUNT} savings transfer`, usd(f.leftToSave === undefined ? f.split.savings : Math.min(f.split.savings, Math.floor(f.leftToSave)))],
  ];
  for (const s of f.forgotten) rows.push([String.raw`Cancel ${escape(s.name)} \(${AMOUNT} a month`, usd(s.monthlyCost)]);
  for (const c of f.topCategories) rows.push([String.raw`${escape(c.name)} \(${AMOUNT}`, usd(c.amount)], [String.raw`${escape(c.name)}, your largest category at ${AMOUNT}`, usd(c.amount)]);
  return rows;
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every broken guard rail in one reply, as readable strings (empty when the reply is sound). */
function violations(ctx: CoachContext, pieces: string[]): string[] {
  const f = toFacts(ctx);
  const text = pieces.join(' | ');
  const problems: string[] = [];
  const fail = (why: string) => problems.push(why);

  if (/NaN|Infinity|undefined|null|\$-|-\$|\$(?![\d])/.test(text)) fail(`broken figure in: ${text}`);
  for (const value of all(text, AMOUNT)) if (!Number.isFinite(value) || value < 0) fail(`amount ${value} is not a finite, non-negative number`);
  if (/-\d[\d,.]* months?\b/.test(text)) fail('negative months');

  // Payments toward the card: never more than is owed, never more than the income (when the income is known).
  const owedShown = parse(usdOwed(f.debt));
  const incomeShown = parse(usd(f.income));
  const payments = PAYMENT_PATTERNS.flatMap((p) => all(text, p));
  const added = all(text, String.raw`add the ${AMOUNT} a month to the payment`);
  if (added.length > 0) {
    const base = all(text, String.raw`automatic ${AMOUNT} monthly payment`)[0] ?? 0;
    payments.push(...added.map((extra) => base + extra));
  }
  for (const p of payments) {
    if (p > owedShown) fail(`a payment of $${p} is more than the ${usdOwed(f.debt)} owed`);
    if (f.income > 0 && p > incomeShown) fail(`a payment of $${p} is more than the ${usd(f.income)} income`);
  }
  if (f.debt === 0 && payments.length > 0) fail('a card payment with nothing owed');
  // Any monthly saving transfer has to fit the income too.
  for (const pattern of [String.raw`automatic ${AMOUNT} (?:monthly )?transfer`, String.raw`Automate ${AMOUNT} a month`, String.raw`at ${AMOUNT} a month`]) {
    for (const value of all(text, pattern)) if (f.income > 0 && value > incomeShown) fail(`a monthly transfer of $${value} is more than the income`);
  }
  // When the text says the card clears this month, the payment it names is the balance itself.
  if (/clears? the card this month|clear your card/.test(text) && !payments.includes(owedShown)) fail('"clears the card" without paying the balance');

  // Durations: payoff and saving months are whole, at least 1 and finite; a runway ("covers ...") may be fractional.
  for (const m of text.matchAll(/(covers )?about ([\d,.]+) months?\b/g)) {
    const value = parse(m[2]!);
    if (!Number.isFinite(value) || value < 0) fail(`months ${m[2]}`);
    if (!m[1] && (!Number.isInteger(value) || value < 1)) fail(`a duration of ${m[2]} months is not a whole number of months >= 1`);
  }
  const payoff = text.match(/Paying (\$[\d,.]+) a month \([^)]*\) clears it in about ([\d,]+) months?/);
  if (payoff) {
    const expected = payoffMonths(f.debt, CARD_APR_ASSUMPTION, parse(payoff[1]!) === parse(usd(cardPayment(f).payment)) ? cardPayment(f).payment : NaN);
    if (parse(payoff[2]!) !== expected) fail(`payoff months ${payoff[2]} != ${expected}`);
  }

  // Figures attributed to the user equal the user's own.
  for (const [pattern, expected] of attributed(f)) {
    for (const m of text.matchAll(re(pattern))) if (`$${m[1]}` !== expected) fail(`"${m[0]}" should show ${expected}`);
  }
  const split = text.match(/splits into (.*?)\./);
  if (split) {
    // A debt share above what the linked cards owe is not named (the advice guard caps debt amounts at the balance).
    const debtCapped = f.hasBankData && f.split.debt > f.debt;
    if (debtCapped && split[1]!.includes(' debt')) fail(`split names a ${usd(f.split.debt)} debt share above the ${usdOwed(f.debt)} owed`);
    for (const key of ALLOCATION_KEYS.filter((k) => !(k === 'debt' && debtCapped))) {
      const label = key === 'flexFund' ? 'flex fund' : key;
      if (!split[1]!.includes(`${usd(f.split[key])} ${label}`)) fail(`split misses ${usd(f.split[key])} ${label}`);
    }
  }
  for (const m of text.matchAll(/your ([A-Z][A-Za-z ]+?) (?:budget|plan)\b/g)) if (m[1] !== MODE_NAMES[f.mode]) fail(`mode named "${m[1]}", not ${MODE_NAMES[f.mode]}`);
  for (const m of text.matchAll(/(\d+) active subscriptions?/g)) if (Number(m[1]) !== f.activeSubscriptions) fail(`${m[1]} active subscriptions`);
  for (const m of text.matchAll(/estimated (?:credit )?score (?:is |of )(\d+)/g)) if (Number(m[1]) !== f.score) fail(`score ${m[1]}`);

  if (/\bUncategori[sz]ed\b/.test(text)) fail('names Uncategorised as a spending category');

  // Never contradict what the user has.
  if (f.debt > 0 && /no (?:credit-)?card (?:debt|balance)/i.test(text)) fail('says no card debt while some is owed');
  if (f.debt === 0 && /You owe/.test(text)) fail('says "You owe" with nothing owed');
  if (f.activeSubscriptions > 0 && /no subscriptions on record/.test(text)) fail('says no subscriptions while some are active');
  if (f.income > 0 && /don't know your income/.test(text)) fail('says the income is unknown');
  return problems;
}

const CASES = Number(process.env.COACH_CASES ?? 2_000);

describe('voice coach guard rails (seeded property tests)', () => {
  it('reproduces the reported case: Debt Crusher, $6,100 income, $1,740 owed pays $1,740 and clears the card', () => {
    const ctx: CoachContext = { ...randomContext(rng(1)), monthlyIncome: 6100, budgetMode: 'debt-mode', creditCardDebt: 1740, forgottenSubscriptions: [] };
    const reply = coachReply({ transcript: 'how can I pay off my credit card', emotionalState: 'uncertain', sessionType: 'planning' }, ctx);
    const text = [reply.advice, ...reply.actionPlan, reply.emotionalSupport].join(' | ');
    expect(text).not.toContain('$2,745 monthly payment');
    expect(reply.advice).toContain("Your Debt Crusher budget's debt share covers the whole balance: paying $1,740 clears the card this month. The other $1,005 a month can go to savings.");
    expect(reply.advice).not.toContain('$2,745');
    expect(reply.actionPlan[0]).toBe('Pay the full $1,740 balance this month to clear your card');
    expect(reply.emotionalSupport).toContain('If you do only one thing, pay the full $1,740 balance this month to clear your card.');
    expect(violations(ctx, [reply.advice, ...reply.actionPlan, reply.emotionalSupport])).toEqual([]);
  });

  it(`holds for ${CASES} random users x every intent x every emotional state`, () => {
    const r = rng(20_251_124);
    const failures: string[] = [];
    let replies = 0;
    const seen = { clears: 0, payoff: 0, uncovered: 0, overdrawn: 0, noIncome: 0 };
    for (let i = 0; i < CASES && failures.length < 5; i++) {
      const ctx = randomContext(r);
      for (const [intent, phrasings] of Object.entries(TRANSCRIPTS)) {
        const transcript = r.pick(phrasings);
        expect(detectIntent(transcript), transcript).toBe(intent);
        // The states share the advice and reorder or trim the steps: each distinct piece is checked once.
        const pieces = new Set<string>();
        for (const emotionalState of EMOTIONAL_STATES) {
          const reply = coachReply({ transcript, emotionalState, sessionType: 'planning' }, ctx);
          replies++;
          for (const piece of [reply.advice, ...reply.actionPlan, reply.emotionalSupport]) pieces.add(piece);
        }
        // The drafts are written to pass the advice guard: its safety net (leaving a sentence out) never fires for them.
        const draft = draftFor(intent as CoachIntent, toFacts(ctx), transcript);
        const tripped = [...draft.advice, ...draft.steps.map((st) => st.text)].flatMap((piece) => adviceViolations(piece, adviceFigures(toFacts(ctx))));
        if (tripped.length > 0) failures.push(`case ${i} "${transcript}": the guard left out ${JSON.stringify(tripped)}\n  ${JSON.stringify(ctx)}`);
        const problems = violations(ctx, [...pieces]);
        if (problems.length > 0) failures.push(`case ${i} "${transcript}": ${problems.join('; ')}\n  ${JSON.stringify(ctx)}\n  ${[...pieces].join('\n  ')}`);
        if (intent === 'debt') {
          const advice = [...pieces][0]!;
          if (advice.includes('clears the card this month')) seen.clears++;
          if (advice.includes('clears it in about')) seen.payoff++;
          if (advice.includes('does not cover the interest')) seen.uncovered++;
          if (ctx.cashBalance < 0) seen.overdrawn++;
          if (ctx.monthlyIncome === 0) seen.noIncome++;
        }
      }
    }
    expect(failures.join('\n\n')).toBe('');
    expect(replies).toBe(CASES * Object.keys(TRANSCRIPTS).length * EMOTIONAL_STATES.length);
    // The generator reaches every branch that matters, so the properties above are not vacuous.
    for (const [branch, count] of Object.entries(seen)) expect(count, branch).toBeGreaterThan(CASES / 100);
  }, 120_000);

  it('the coach splits an income exactly as the budget calculator does (same buckets as the dashboard)', () => {
    const r = rng(7);
    for (let i = 0; i < 2_000; i++) {
      const income = r.chance(0.5) ? r.int(0, 50_000) : r.money(0, 50_000);
      const mode: BudgetMode = r.pick(BUDGET_MODES);
      const split = splitIncome(income, mode);
      expect(split, `${income} ${mode}`).toEqual(allocateIncome(income, mode));
      expect(ALLOCATION_KEYS.reduce((s, k) => s + split[k], 0)).toBe(Math.round(income));
    }
  });

  it('the checker catches a payment above the balance (the rules as they were)', () => {
    const ctx: CoachContext = { ...randomContext(rng(2)), monthlyIncome: 6100, budgetMode: 'debt-mode', creditCardDebt: 1740 };
    const before = ['Set an automatic $2,745 monthly payment to your card', 'Paying $2,745 a month (your Debt Crusher budget\'s 45% debt share) clears it in about 1 month.'];
    const problems = violations(ctx, before);
    expect(problems).toContain('a payment of $2745 is more than the $1,740 owed');
    expect(violations(ctx, ['You owe $1,741 on credit cards.'])).toEqual(['"You owe $1,741 on credit cards" should show $1,740']);
    expect(violations(ctx, ['Paying $NaN a month'])).not.toEqual([]);
    expect(violations(ctx, ['that is about 2.5 months'])).toEqual(['a duration of 2.5 months is not a whole number of months >= 1']);
  });
});
