/**
 * Advice that names an amount matches the user's own figures, over real HTTP on a real in-memory
 * database: with $10 owed on a card no sentence anywhere (the dashboard tip and insights, the Debt
 * Crusher tip, the calculator's tip, every coach answer) names a debt amount above $10; advice to
 * save never names a monthly amount above what is left after the month's spending; "Uncategorised"
 * is never named as where the money went; and the optional language model's reply goes through the
 * same guard (a local HTTP stand-in plays the model's API).
 *
 * The checks here are written independently of the guard (backend/src/lib/advice-guard.ts), clause
 * by clause, so a guard that let a figure through would fail them.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { budgetCalculateResponseSchema } from '../../../../shared/contracts/budget';
import { voiceCoachReplySchema, EMOTIONAL_STATES } from '../../../../shared/contracts/coach';
import { dashboardResponseSchema } from '../../../../shared/contracts/dashboard';
import { isoDate } from '../../../../shared/dates';
import { TEST_NOW, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer | undefined;
let standIn: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()));
  standIn = undefined;
});

const OWED = 10;
const INCOME = 4500;
/** Spent in the last 30 days: $4,100 of a $4,500 income, so $400 is left to save. */
const SPENT = { uncategorised: 2600, groceries: 900, dining: 600 };
const LEFT = INCOME - SPENT.uncategorised - SPENT.groceries - SPENT.dining;

/** The demo user (the local person) with a $10 card balance, $500 in checking and a month of spending, mostly uncategorised. */
function seedFigures(s: TestServer) {
  const db = s.db.$client;
  db.prepare(`insert into bank_connections (id, user_id, institution_name, account_type) values ('conn-1', ?, 'Test Bank', 'depository')`).run(DEMO_USER_ID);
  const account = db.prepare(
    `insert into bank_accounts (id, user_id, bank_connection_id, name, type, balance_cents, balance_source) values (?, ?, 'conn-1', ?, ?, ?, 'user')`,
  );
  account.run('card-1', DEMO_USER_ID, 'Visa', 'credit', -OWED * 100);
  account.run('check-1', DEMO_USER_ID, 'Checking', 'checking', 50_000);
  const day = (n: number) => isoDate(TEST_NOW - n * 86_400_000);
  const spend = db.prepare(`insert into transactions (id, user_id, amount_cents, merchant_name, category, date, bank_account_id) values (?, ?, ?, ?, ?, ?, 'check-1')`);
  spend.run('t1', DEMO_USER_ID, SPENT.uncategorised * 100, 'ACME 4471', null, day(3));
  spend.run('t2', DEMO_USER_ID, SPENT.groceries * 100, 'Fresh Market', 'Groceries', day(5));
  spend.run('t3', DEMO_USER_ID, SPENT.dining * 100, 'Bistro', 'Dining', day(8));
}

const AMOUNT = /\$(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/g;
const amounts = (text: string) => [...text.matchAll(AMOUNT)].map((m) => Number(m[1]!.replace(/,/g, '')));
/** Sentences cut at "; ", ": ", ", ", brackets, " and ", " but ", " so " (a comma inside "$2,025" does not cut). */
const clausesOf = (text: string) => text.split(/(?<=[.!?])\s+|[;:]\s|,\s|\s?[()]\s?|\s(?:and|but|so)\s/).filter(Boolean);

/** Clauses about a debt that name more than is owed. */
function debtAbove(text: string, owed: number): string[] {
  return clausesOf(text).filter(
    (c) => /\b(debts?|cards?|balances?|owe[sd]?|pay(ing)? (off|down)|payments?|towards?|avalanche|crusher)\b/i.test(c) && !/\b(to|into) (your )?savings\b/i.test(c) && amounts(c).some((a) => a > owed),
  );
}

/** Clauses telling the user to save a monthly amount above what is left. */
function savingAbove(text: string, left: number): string[] {
  const monthly = /\$(?<after>\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?=\s*(?:a month|\/month|monthly(?! (?:spending|income|target))|savings transfer|transfer|goal budget))|(?:automatic|Automate) (?:the )?\$(?<before>\d{1,3}(?:,\d{3})+|\d+)/g;
  return clausesOf(text).filter(
    (c) =>
      /\b(save[sd]?|saving|invest\w*|set aside|goal budget|savings transfer|transfer to savings|(to|into) savings)\b/i.test(c) &&
      !/\b(cancel\w*|trim\w*|cut\w*|paus\w*|free up|freed)\b/i.test(c) &&
      [...c.matchAll(monthly)].some((m) => Number((m.groups!.after ?? m.groups!.before)!.replace(/,/g, '')) > left),
  );
}

const namesUncategorised = (text: string) => /\bUncategori[sz]ed\b/.test(text);

const TRANSCRIPTS = [
  'How do I pay off my credit card?',
  'Help me with my budget',
  'How much should I save each month?',
  'Should I invest in index funds?',
  'How can I improve my credit score?',
  'What am I paying for every month?',
  'I lost my job, what do I do?',
  'How am I doing overall?',
];

async function everyCoachAnswer(s: TestServer): Promise<string[]> {
  const texts: string[] = [];
  for (const transcript of TRANSCRIPTS) {
    for (const emotionalState of EMOTIONAL_STATES) {
      const res = await s.postJson('/api/ai-coach/voice', { transcript, emotionalState });
      expect(res.status).toBe(200);
      const reply = voiceCoachReplySchema.parse(await res.json());
      texts.push(reply.advice, ...reply.actionPlan, reply.emotionalSupport);
    }
  }
  return texts;
}

describe('advice uses the user’s own figures', () => {
  it('with $10 owed no sentence anywhere names a debt amount above $10, and saving advice stays within what is left', async () => {
    server = await startTestServer({ seedDemo: false });
    const s = server;
    seedFigures(s);
    const texts: string[] = [];
    // The landing calculator's tip is a what-if on the typed income: its saving is checked against that income.
    const calculatorTips: string[] = [];
    for (const mode of ['debt-mode', 'ai-control', 'goal-mode', 'challenge-mode'] as const) {
      const res = await s.api('/api/user/budget-settings', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ income: INCOME, mode }) });
      expect(res.status).toBe(200);
      const dashboard = dashboardResponseSchema.parse(await res.json());
      texts.push(dashboard.allocation!.aiTip, ...dashboard.insights.map((i) => i.insight));
      if (mode === 'debt-mode') expect(dashboard.allocation!.aiTip).toContain('$10');
      const calc = budgetCalculateResponseSchema.parse(await (await s.postJson('/api/budget/calculate', { income: INCOME, mode })).json());
      calculatorTips.push(calc.aiTip);
      texts.push(...(await everyCoachAnswer(s)));
    }
    const all = texts.join('\n');
    expect(all).toContain('$10');
    expect([...texts, ...calculatorTips].flatMap((t) => debtAbove(t, OWED))).toEqual([]);
    expect(texts.flatMap((t) => savingAbove(t, LEFT))).toEqual([]);
    expect(calculatorTips.flatMap((t) => savingAbove(t, INCOME))).toEqual([]);
    // The saving advice is there, capped (not just left out).
    expect(all).toContain(`$${LEFT}`);
  });

  it('never names Uncategorised as where most money went: it names the top real category and suggests categorising', async () => {
    server = await startTestServer({ seedDemo: false });
    const s = server;
    seedFigures(s);
    const res = await s.api('/api/user/budget-settings', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ income: INCOME, mode: 'ai-control' }) });
    const dashboard = dashboardResponseSchema.parse(await res.json());
    const insights = dashboard.insights.map((i) => i.insight).join('\n');
    const coach = (await everyCoachAnswer(s)).join('\n');
    for (const text of [insights, coach]) {
      expect(namesUncategorised(text), text).toBe(false);
      expect(text).toMatch(/uncategori[sz]ed/);
      expect(text).toContain('Groceries');
    }
    const budget = voiceCoachReplySchema.parse(await (await s.postJson('/api/ai-coach/voice', { transcript: 'Help me with my budget' })).json());
    expect(budget.advice).toContain('most on Groceries');
    expect(budget.advice).not.toMatch(/most on uncategori/i);
  });
});

describe('the language-model coach goes through the same guard', () => {
  async function modelSays(advice: string, actionPlan: string[]) {
    const calls: unknown[] = [];
    standIn = createHttpServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        calls.push(JSON.parse(raw));
        const content = JSON.stringify({ advice, actionPlan, emotionalSupport: 'You have this under control.' });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content } }] }));
      });
    });
    await new Promise<void>((resolve) => standIn!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1/chat/completions`;
    server = await startTestServer({ seedDemo: false, coachLlm: { url, model: 'stand-in' }, secrets: { COACH_LLM_API_KEY: 'key-1' } });
    seedFigures(server);
    expect((await server.api('/api/user/budget-settings', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ income: INCOME, mode: 'debt-mode' }) })).status).toBe(200);
    const res = await server.postJson('/api/ai-coach/voice', { transcript: 'How do I pay off my credit card?', emotionalState: 'confident' });
    expect(res.status).toBe(200);
    return { reply: voiceCoachReplySchema.parse(await res.json()), calls };
  }

  it('a reply that puts more toward the card than is owed is caught and the rules answer instead', async () => {
    const { reply, calls } = await modelSays('Put $2,025 a month toward your card until it is gone.', ['Set up a $2,025 monthly payment to your card', 'Check in next month']);
    expect(calls.length).toBe(1);
    const text = [reply.advice, ...reply.actionPlan, reply.emotionalSupport].join('\n');
    expect(text).not.toContain('$2,025');
    expect(debtAbove(text, OWED)).toEqual([]);
    expect(reply.method).toBe('Rules over your own numbers (no language model)');
    expect(text).toContain('$10');
  });

  it('a reply that saves more than is left, or names Uncategorised, is caught too', async () => {
    const saving = await modelSays('Save $3,000 a month from now on.', ['Automate $3,000 a month into savings', 'Review in a month']);
    expect(saving.reply.method).toBe('Rules over your own numbers (no language model)');
    await server!.close();
    server = undefined;
    await new Promise<void>((resolve) => standIn!.close(() => resolve()));
    const uncategorised = await modelSays('You spent most on Uncategorised ($2,600) last month.', ['Cap Uncategorised at $2,000', 'Pay the $10 card']);
    expect(uncategorised.reply.method).toBe('Rules over your own numbers (no language model)');
    expect(namesUncategorised(uncategorised.reply.advice)).toBe(false);
  });

  it('a sound reply within the figures is used as the model wrote it', async () => {
    const { reply } = await modelSays('Pay the $10 on your card today and it is cleared.', ['Pay the $10 balance', 'Turn on autopay']);
    expect(reply.method).toBe('Language model (stand-in) over your own numbers');
    expect(reply.advice).toBe('Pay the $10 on your card today and it is cleared.');
  });
});
