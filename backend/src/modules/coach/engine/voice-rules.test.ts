import { describe, expect, it } from 'vitest';
import { ALLOCATION_KEYS, ALLOCATION_PERCENTAGES } from '../../../../../shared/constants';
import { EMOTIONAL_STATES, voiceCoachReplySchema, type CoachIntent, type EmotionalState } from '../../../../../shared/contracts/coach';
import { usd } from './format';
import { CARD_APR_ASSUMPTION, COOLING_OFF_HOURS, payoffMonths } from './voice-drafts';
import { MODE_NAMES, type CoachContext } from './voice-facts';
import { detectIntent } from './voice-intents';
import { STRESSED_MAX_STEPS, VOICE_METHOD, coachReply } from './voice-reply';

const ctx: CoachContext = {
  firstName: 'Dana',
  monthlyIncome: 4500,
  spendingLast30Days: 3200,
  topSpendingCategories: [
    { name: 'Groceries', amount: 640 },
    { name: 'Dining', amount: 410 },
  ],
  activeSubscriptions: 7,
  subscriptionMonthlyCost: 118.4,
  forgottenSubscriptions: [
    { name: 'Hulu', monthlyCost: 17.99 },
    { name: 'Audible', monthlyCost: 14.95 },
  ],
  cashBalance: 5400,
  savingsBalance: 2500,
  creditCardDebt: 2840,
  creditScore: 642,
  businessAccounts: [],
  budgetMode: 'debt-mode',
  savingsAllocation: null,
};

/** No bank linked, no income set: what a brand-new user has. */
const emptyCtx: CoachContext = {
  firstName: null,
  monthlyIncome: 0,
  spendingLast30Days: 0,
  topSpendingCategories: [],
  activeSubscriptions: 0,
  subscriptionMonthlyCost: 0,
  forgottenSubscriptions: [],
  cashBalance: 0,
  savingsBalance: 0,
  creditCardDebt: 0,
  creditScore: 580,
  businessAccounts: [],
  budgetMode: 'ai-control',
  savingsAllocation: null,
};

const ask = (transcript: string, context: CoachContext = ctx, emotionalState: EmotionalState = 'confident') =>
  coachReply({ transcript, emotionalState, sessionType: 'planning' }, context);

describe('detectIntent', () => {
  const cases: Record<CoachIntent, string[]> = {
    debt: ['how can I pay off my credit card', 'I owe too much on my student loans', "what's the fastest way out of debt?"],
    invest: ['should I buy bitcoin', 'Is now a good time to invest in index funds?', 'should I open a Roth IRA'],
    emergency: ['I lost my job', 'I can’t pay my rent this month', 'I got laid off yesterday', 'medical emergency, help'],
    subscriptions: ['what am I paying for every month', 'netflix', 'Which of my subscriptions should I drop?'],
    credit: ['improve my credit score', 'how do I build credit', 'is 640 a good FICO?'],
    save: ['how much should I save', 'I want to build an emergency fund', 'put aside money for a down payment'],
    budget: ['help me make a budget', 'where does my money go', 'how should I split my paycheck'],
    general: ['hello', 'what do you think about my situation'],
  };
  for (const [intent, phrasings] of Object.entries(cases)) {
    for (const phrase of phrasings) {
      it(`"${phrase}" -> ${intent}`, () => expect(detectIntent(phrase)).toBe(intent));
    }
  }

  it('resolves overlaps by the documented priority', () => {
    expect(detectIntent("I lost my job and can't pay my credit card")).toBe('emergency');
    expect(detectIntent('should I invest or pay off my debt first')).toBe('debt');
    expect(detectIntent('how do I save money on Netflix')).toBe('subscriptions');
    expect(detectIntent('pay off my card to raise my credit score')).toBe('debt');
    expect(detectIntent('I want to save up to buy stocks')).toBe('invest');
    expect(detectIntent('budget for more savings')).toBe('save');
  });

  it('does not read "emergency fund" as an emergency', () => {
    expect(detectIntent('how big should my emergency fund be')).toBe('save');
    expect(detectIntent('this is an emergency')).toBe('emergency');
  });

  it('ignores case, punctuation and accents', () => {
    expect(detectIntent('  HOW DO I PAY OFF MY CREDIT-CARD??? ')).toBe('debt');
    expect(detectIntent('Mÿ crédit scöre')).toBe('credit');
  });
});

describe('payoffMonths', () => {
  it('matches a month-by-month simulation of interest and payments', () => {
    for (const [balance, payment] of [
      [2840, 450],
      [10_000, 300],
      [500, 499],
    ] as const) {
      let owed = balance;
      let count = 0;
      while (owed > 0) {
        owed = owed * (1 + CARD_APR_ASSUMPTION / 12) - payment;
        count++;
      }
      expect(payoffMonths(balance, CARD_APR_ASSUMPTION, payment)).toBe(count);
    }
  });

  it('is Infinity when the payment does not cover the interest, 0 with nothing owed', () => {
    expect(payoffMonths(10_000, 0.24, 200)).toBe(Infinity);
    expect(payoffMonths(0, 0.24, 200)).toBe(0);
    expect(payoffMonths(1200, 0, 100)).toBe(12);
  });
});

describe('advice uses the user’s own numbers', () => {
  it('debt: the card balance, the budget’s debt payment and the months to pay it off', () => {
    const lowIncome = { ...ctx, monthlyIncome: 1000 };
    const payment = (1000 * ALLOCATION_PERCENTAGES['debt-mode'].debt) / 100; // 450
    const reply = ask('how can I pay off my credit card', lowIncome);
    expect(reply.intent).toBe('debt');
    expect(reply.advice).toContain('$2,840');
    expect(reply.advice).toContain(`Paying ${usd(payment)} a month`);
    expect(reply.advice).toContain(`about ${payoffMonths(2840, CARD_APR_ASSUMPTION, payment)} months`);
    expect(payoffMonths(2840, CARD_APR_ASSUMPTION, payment)).toBe(7);
    expect(reply.advice).toContain('22% APR');
    // Cancelling the forgotten subscriptions is offered as an extra payment with its own figure.
    expect(reply.actionPlan.some((s) => s.includes('Hulu and Audible') && s.includes('$33 a month'))).toBe(true);
  });

  it('debt: says so when the payment does not cover the interest', () => {
    const reply = ask('pay down my debt', { ...ctx, monthlyIncome: 100, creditCardDebt: 50_000 });
    // 45% of $100 = $45 a month against ~$917 of monthly interest on $50,000 at 22%.
    expect(reply.advice).toContain('$45 a month');
    expect(reply.advice).toContain('does not cover the interest');
    expect(reply.advice).toContain('$917');
  });

  it('subscriptions: monthly and yearly cost, the forgotten ones by name and the yearly saving', () => {
    const reply = ask('what am I paying for every month');
    expect(reply.advice).toContain('$118 a month'); // 118.40
    expect(reply.advice).toContain('$1,421 a year'); // 118.40 x 12 = 1,420.80
    expect(reply.advice).toContain('7 active subscriptions');
    expect(reply.advice).toContain('Hulu and Audible');
    expect(reply.advice).toContain('saves $395 a year'); // (17.99 + 14.95) x 12 = 395.28
    expect(reply.actionPlan[0]).toBe('Cancel Hulu ($18 a month, $216 a year)');
  });

  it('save: emergency-fund months from cash / spending and a monthly amount from the budget', () => {
    const reply = ask('how much should I save');
    // 5,400 / 3,200 = 1.69 months; 3 months = 9,600, 4,200 to go; debt-mode saves 15% of 4,500 = 675 a month -> 7 months.
    expect(reply.advice).toContain('covers 1.7 months of your $3,200 monthly spending');
    expect(reply.advice).toContain('3 months ($9,600) takes $4,200 more');
    expect(reply.advice).toContain('at $675 a month');
    expect(reply.advice).toContain('about 7 months');
    expect(reply.actionPlan[0]).toBe('Set up an automatic $675 transfer to savings on payday');
  });

  it('save: prefers the stored budget allocation over the mode share', () => {
    const reply = ask('how much should I save', { ...ctx, savingsAllocation: 1200 });
    // 4,200 / 1,200 = 3.5 -> 4 months.
    expect(reply.advice).toContain('at $1,200 a month');
    expect(reply.advice).toContain('about 4 months');
  });

  it('save: never more a month than the last 30 days of spending left of the income', () => {
    // $4,500 income - $3,200 spent = $1,300 left: a stored $1,400 allocation is capped at it.
    const reply = ask('how much should I save', { ...ctx, savingsAllocation: 1400 });
    expect(reply.advice).toContain('at $1,300 a month');
    expect(reply.actionPlan[0]).toBe('Set up an automatic $1,300 transfer to savings on payday');
    const spentItAll = ask('how much should I save', { ...ctx, spendingLast30Days: 4600 });
    expect(spentItAll.advice).toContain('your last 30 days of spending used all of your income');
    expect(spentItAll.actionPlan.join(' ')).not.toMatch(/automatic \$|add your monthly income/i);
  });

  it('invest: only with 3 months of spending saved and no card debt, else says why not', () => {
    const withDebt = ask('should I buy bitcoin');
    expect(withDebt.intent).toBe('invest');
    expect(withDebt.advice).toMatch(/^Not yet: pay off your \$2,840 card debt first\./);

    const thinCushion = ask('should I buy bitcoin', { ...ctx, creditCardDebt: 0 });
    expect(thinCushion.advice).toContain('Not yet');
    expect(thinCushion.advice).toContain('1.7 months');
    expect(thinCushion.advice).toContain('3 months ($9,600)');

    const ready = ask('should I buy bitcoin', { ...ctx, creditCardDebt: 0, cashBalance: 20_000 });
    // 20,000 / 3,200 = 6.25 months; keep 9,600, 10,400 beyond it; crypto capped at 5% of that = 520.
    expect(ready.advice).toContain("You're ready: 6.3 months");
    expect(ready.advice).toContain('Keep $9,600');
    expect(ready.advice).toContain('$10,400 beyond it');
    expect(ready.actionPlan.some((s) => s.includes('Cap crypto at 5%') && s.includes('$520'))).toBe(true);
  });

  it('credit: the score, its band, the distance to the next band and the biggest lever', () => {
    const withDebt = ask('improve my credit score');
    expect(withDebt.advice).toContain('642 (Fair), 28 points from Good at 670');
    expect(withDebt.advice).toContain('Credit Utilization (30%');
    expect(withDebt.advice).toContain('$2,840');
    const noDebt = ask('improve my credit score', { ...ctx, creditCardDebt: 0, creditScore: 812 });
    expect(noDebt.advice).toContain('812 (Exceptional)');
    expect(noDebt.advice).not.toContain('points from');
    expect(noDebt.advice).toContain('Payment History (35%');
  });

  it('budget: the mode’s split of the monthly income, from ALLOCATION_PERCENTAGES', () => {
    for (const mode of ['ai-control', 'goal-mode'] as const) {
      const reply = ask('help me make a budget', { ...ctx, budgetMode: mode });
      expect(reply.advice).toContain(`On your ${MODE_NAMES[mode]} plan, your $4,500 monthly income`);
      for (const key of ALLOCATION_KEYS) expect(reply.advice).toContain(usd((4500 * ALLOCATION_PERCENTAGES[mode][key]) / 100));
      expect(reply.advice).toContain('spent $3,200 (71% of income), most on Groceries ($640)');
    }
    // ai-control: 40% bills 1,800, 25% savings 1,125.
    expect(ask('help me make a budget', { ...ctx, budgetMode: 'ai-control' }).advice).toContain('$1,800 bills');
  });

  it('emergency: the months of runway and what subscriptions free up', () => {
    const reply = ask('I lost my job');
    expect(reply.advice).toContain('Your $5,400 in cash covers about 1.7 months at your $3,200 monthly spending');
    expect(reply.actionPlan[0]).toBe('Pause or cancel subscriptions to free $118 a month');
  });

  it('general: a snapshot of the user’s numbers', () => {
    const reply = ask('hello');
    for (const figure of ['$4,500', '$3,200', '$5,400', '$2,840', '642']) expect(reply.advice).toContain(figure);
  });

  it('an unknown budget mode falls back to the calculator’s default mode', () => {
    const reply = ask('help me make a budget', { ...ctx, budgetMode: 'nonsense' });
    expect(reply.advice).toContain('On your AI Control plan');
  });
});

describe('missing data', () => {
  const noFigures = /\$[1-9]/;

  it('asks for a linked bank or a statement instead of inventing numbers', () => {
    for (const transcript of ['pay off my debt', 'how much should I save', 'should I invest', 'hello']) {
      const reply = ask(transcript, emptyCtx);
      expect(reply.advice, transcript).toContain('/mobile');
      expect(reply.advice, transcript).toContain('/subscriptions');
      expect(reply.advice, transcript).not.toMatch(noFigures);
    }
  });

  it('budget without an income points to the budget settings', () => {
    const reply = ask('help me make a budget', emptyCtx);
    expect(reply.advice).toContain("I don't know your income yet");
    expect(reply.advice).toContain('/dashboard');
    expect(reply.advice).not.toMatch(noFigures);
  });

  it('subscriptions with none on record points to the statement import', () => {
    const reply = ask('netflix', emptyCtx);
    expect(reply.advice).toContain('no subscriptions on record');
    expect(reply.actionPlan[0]).toContain('/subscriptions');
  });

  it('card debt known but no income: asks for the income and states the payment it assumed', () => {
    const reply = ask('pay off my credit card', { ...emptyCtx, creditCardDebt: 3000 });
    // 5% of 3,000 = 150 a month.
    expect(reply.advice).toContain('Paying $150 a month (5% of the balance)');
    expect(reply.advice).toContain(`about ${payoffMonths(3000, CARD_APR_ASSUMPTION, 150)} months`);
    expect(reply.advice).toContain('add your monthly income');
  });

  it('savings known but no spending: asks for a statement rather than guessing months', () => {
    const reply = ask('how much should I save', { ...emptyCtx, cashBalance: 8000 });
    expect(reply.advice).toContain('$8,000');
    expect(reply.advice).toContain("can't see your spending");
    expect(reply.advice).not.toContain('months of');
  });
});

describe('the emotional state changes the reply', () => {
  const replies = (transcript: string, context: CoachContext = ctx) =>
    Object.fromEntries(EMOTIONAL_STATES.map((s) => [s, ask(transcript, context, s)])) as Record<EmotionalState, ReturnType<typeof ask>>;

  it('gives each state its own support, over the same advice', () => {
    for (const transcript of ['pay off my debt', 'should I buy bitcoin', 'help me make a budget']) {
      const r = replies(transcript);
      expect(new Set(EMOTIONAL_STATES.map((s) => r[s].emotionalSupport)).size).toBe(EMOTIONAL_STATES.length);
      expect(new Set(EMOTIONAL_STATES.map((s) => r[s].advice)).size).toBe(1);
    }
  });

  it('stressed: calming, at most 2 steps, the smallest first, and wait before big decisions', () => {
    const r = replies('hello');
    // Drafted order: pay down the card (large), build the fund (large), cancel the forgotten ones (minutes).
    expect(r.confident.actionPlan[0]).toContain('Pay down the $2,840');
    expect(r.stressed.actionPlan).toHaveLength(STRESSED_MAX_STEPS);
    expect(r.stressed.actionPlan[0]).toBe('Cancel Hulu and Audible to save $395 a year');
    expect(r.stressed.emotionalSupport).toContain('take a slow breath');
    expect(r.stressed.emotionalSupport).toContain('wait a few days before any big financial decision');
    expect(r.stressed.emotionalSupport).toContain('cancel Hulu and Audible');
    for (const transcript of ['pay off my debt', 'I lost my job', 'should I buy bitcoin', 'netflix', 'improve my credit score', 'save', 'budget']) {
      expect(ask(transcript, ctx, 'stressed').actionPlan.length).toBeLessThanOrEqual(STRESSED_MAX_STEPS);
      expect(ask(transcript, ctx, 'confident').actionPlan.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('confident: encourages, and checks for overconfidence on invest', () => {
    expect(ask('help me make a budget', ctx, 'confident').emotionalSupport).toContain('keep that momentum');
    const invest = ask('should I buy bitcoin', ctx, 'confident').emotionalSupport;
    expect(invest).toContain('overconfidence');
    expect(invest).toContain('one year in four lower');
  });

  it('uncertain: explains why and names one clear next step', () => {
    const r = ask('pay off my debt', ctx, 'uncertain');
    expect(r.emotionalSupport).toContain("here's the reasoning: card interest near 22%");
    expect(r.emotionalSupport).toContain('If you do only one thing, set an automatic $2,025 monthly payment to your card.');
  });

  it('excited: channels the energy; on invest warns against impulse and adds a cooling-off step first', () => {
    const budget = ask('help me make a budget', ctx, 'excited');
    expect(budget.emotionalSupport).toContain('channel it into the first step today');
    expect(budget.actionPlan).toEqual(ask('help me make a budget', ctx, 'confident').actionPlan);

    const ready = { ...ctx, creditCardDebt: 0, cashBalance: 20_000 };
    const excited = ask('should I buy bitcoin', ready, 'excited');
    const calm = ask('should I buy bitcoin', ready, 'confident');
    expect(excited.emotionalSupport).toContain('impulsive');
    expect(excited.actionPlan[0]).toContain(`Wait ${COOLING_OFF_HOURS} hours before buying`);
    expect(calm.actionPlan.some((s) => s.includes('Wait'))).toBe(false);
    expect(excited.actionPlan.length).toBeLessThanOrEqual(4);
  });

  it('greets by first name when known', () => {
    expect(ask('hello', ctx, 'confident').emotionalSupport.startsWith('Dana, ')).toBe(true);
    for (const state of EMOTIONAL_STATES) expect(ask('should I invest', emptyCtx, state).emotionalSupport).toMatch(/^[A-Z][a-z]/);
  });
});

describe('every reply', () => {
  const transcripts = [
    'how can I pay off my credit card',
    'should I buy bitcoin',
    'I lost my job',
    'what am I paying for every month',
    'improve my credit score',
    'how much should I save',
    'help me make a budget',
    'hello',
  ];
  const fuzzed: CoachContext[] = [
    emptyCtx,
    ctx,
    { ...emptyCtx, monthlyIncome: 3000 },
    { ...emptyCtx, spendingLast30Days: 2500 },
    { ...emptyCtx, creditCardDebt: 900 },
    { ...emptyCtx, activeSubscriptions: 3, subscriptionMonthlyCost: 0 },
    { ...ctx, cashBalance: -250, savingsBalance: 0 },
    { ...ctx, monthlyIncome: Number.NaN, spendingLast30Days: Number.POSITIVE_INFINITY, creditCardDebt: -5, creditScore: Number.NaN },
    { ...ctx, savingsAllocation: 0, topSpendingCategories: [{ name: '', amount: 10 }], forgottenSubscriptions: [{ name: 'X', monthlyCost: Number.NaN }] },
    { ...ctx, spendingLast30Days: 0.4, cashBalance: 1e9 },
  ];

  it('never shows NaN, Infinity, undefined or null, fits the contract and names the method', () => {
    for (const context of fuzzed) {
      for (const transcript of transcripts) {
        for (const emotionalState of EMOTIONAL_STATES) {
          const reply = coachReply({ transcript, emotionalState, sessionType: 'planning' }, context);
          const label = `${transcript} / ${emotionalState} / ${JSON.stringify(context)}`;
          expect(() => voiceCoachReplySchema.parse(reply), label).not.toThrow();
          const text = [reply.advice, reply.emotionalSupport, ...reply.actionPlan].join(' | ');
          expect(text, label).not.toMatch(/NaN|Infinity|undefined|null|-\$0\b|\$-/);
          expect(reply.method).toBe(VOICE_METHOD);
          expect(reply.method).toBe('Rules over your own numbers (no language model)');
          expect(reply.actionPlan.length, label).toBeGreaterThanOrEqual(emotionalState === 'stressed' ? 1 : 2);
          expect(reply.actionPlan.length, label).toBeLessThanOrEqual(4);
          const sentences = reply.advice.match(/[.!?](\s|$)/g) ?? [];
          expect(sentences.length, label).toBeGreaterThanOrEqual(1);
          expect(sentences.length, label).toBeLessThanOrEqual(3);
        }
      }
    }
  });
});
