import { describe, expect, it } from 'vitest';
import { CREDIT_FACTOR_KEYS, CREDIT_FACTOR_WEIGHTS, creditGrade, creditScoreSchema } from '../../../../../shared/contracts/credit';
import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN, DEFAULT_CREDIT_SCORE } from '../../../../../shared/constants';
import { addMonths } from './dates';
import { type CreditEvidence, extractCreditEvidence } from './evidence';
import {
  CREDIT_MODEL_METHOD,
  CREDIT_PROJECTION_TIMEFRAME,
  describeChange,
  estimateCreditScore,
  projectEvidence,
  scoreEvidence,
} from './estimate';
import { card, carLoan, cardUser, CHECKING, emptyEvidence, monthly, tx } from './test-helpers';

const ASOF = '2025-06-30';

function withOwed(e: CreditEvidence, owedCents: number): CreditEvidence {
  const cards = e.cards.map((c) => ({ ...c, owedCents }));
  return { ...e, cards, owedCents, utilization: owedCents / e.limitCents };
}

function withLoan(e: CreditEvidence): CreditEvidence {
  return { ...e, installmentLenders: ['Toyota Financial Svcs'] };
}

function late(date: string) {
  return { date, description: 'LATE FEE' };
}

/** Every factor at full marks: 24 on-time payments, 5% utilisation, 5 years, no new accounts, both kinds. */
function bestEvidence(): CreditEvidence {
  return withLoan(cardUser({ owedCents: 25_000, onTime: 24, months: 60 }));
}

/** Every factor at its floor: many recent lates, maxed-out cards, 1 month of data, a pile of new cards, one kind. */
function worstEvidence(): CreditEvidence {
  const cards = Array.from({ length: 6 }, (_, i) => ({ accountId: `c${i}`, name: `Card ${i}`, owedCents: 600_000, limitCents: 500_000, firstSeen: '2025-05-01' }));
  return {
    ...emptyEvidence(ASOF),
    latePayments: Array.from({ length: 8 }, (_, i) => late(addMonths(ASOF, -i))),
    cards,
    owedCents: 3_600_000,
    limitCents: 3_000_000,
    utilization: 1.2,
    revolvingAccounts: cards.map((c) => c.name),
    monthsOfHistory: 13,
    newAccounts: cards.map((c) => ({ accountId: c.accountId, name: c.name, firstSeen: c.firstSeen })),
  };
}

describe('no data', () => {
  it.each([DEFAULT_CREDIT_SCORE, 700, 300, 850])('keeps exactly the starting score %i', (start) => {
    const estimate = estimateCreditScore(extractCreditEvidence([], [], ASOF), start);
    expect(estimate.currentScore).toBe(start);
    expect(estimate.projectedScore).toBe(start);
    expect(estimate.factors.every((f) => f.subscore === null && f.status === 'neutral' && f.points === 0)).toBe(true);
  });

  it('keeps the starting score when the data shows no credit at all (a checking account alone says nothing)', () => {
    const everyday = [...monthly('2023-07-01', 24, (d) => tx(d, -260_000, 'NORTHWIND TRADERS PAYROLL', { category: 'Income' })), tx('2025-06-01', 8_120, 'PORTLAND GENERAL ELECTRIC AUTOPAY', { category: 'Utilities' })];
    const e = extractCreditEvidence(everyday, [CHECKING], ASOF);
    expect(e.monthsOfHistory).toBe(23);
    expect(estimateCreditScore(e, 580).currentScore).toBe(580);
    expect(estimateCreditScore(e, 700).currentScore).toBe(700);
  });

  it('falls back to the default for a starting score that is not a number, and clamps one out of range', () => {
    expect(estimateCreditScore(emptyEvidence(), Number.NaN).currentScore).toBe(DEFAULT_CREDIT_SCORE);
    expect(estimateCreditScore(emptyEvidence(), 990).currentScore).toBe(CREDIT_SCORE_MAX);
  });
});

describe('each factor moves the score the right way', () => {
  const base = cardUser({ owedCents: 50_000, onTime: 12, months: 30 });

  it('a late payment lowers it, a second lowers it more, a recent one more than an old one', () => {
    const clean = scoreEvidence(base, 580);
    const oneOld = scoreEvidence({ ...base, latePayments: [late('2024-02-01')] }, 580);
    const oneRecent = scoreEvidence({ ...base, latePayments: [late('2025-05-01')] }, 580);
    const two = scoreEvidence({ ...base, latePayments: [late('2024-02-01'), late('2025-05-01')] }, 580);
    expect(oneOld).toBeLessThan(clean);
    expect(oneRecent).toBeLessThan(oneOld);
    expect(two).toBeLessThan(oneRecent);
  });

  it('a late fee in the bank data lowers the estimate end to end', () => {
    const transactions = [...monthly('2023-07-05', 24, carLoan), tx('2025-06-30', -50_000, 'PAYMENT - THANK YOU', { bankAccountId: 'card' })];
    const accounts = [CHECKING, card({ balanceCents: -100_000 })];
    const before = estimateCreditScore(extractCreditEvidence(transactions, accounts, ASOF), 580);
    const after = estimateCreditScore(extractCreditEvidence([...transactions, tx('2025-06-20', 3_900, 'TOYOTA FINANCIAL SVCS LATE FEE', { category: 'Fees' })], accounts, ASOF), 580);
    expect(after.currentScore).toBeLessThan(before.currentScore);
    expect(after.factors.find((f) => f.key === 'paymentHistory')?.description).toContain('1 late payment');
  });

  it('more on-time payments raise it, up to full marks at 24', () => {
    const scores = [1, 6, 12, 24].map((n) => scoreEvidence(cardUser({ onTime: n, months: 30 }), 580));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(new Set(scores).size).toBe(4);
    expect(scoreEvidence(cardUser({ onTime: 30, months: 30 }), 580)).toBe(scores[3]);
  });

  it('rising utilisation lowers it band by band', () => {
    const scores = [5, 20, 40, 60, 90].map((pct) => scoreEvidence(withOwed(base, pct * 5_000), 580));
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThan(scores[i - 1]!);
    // Inside one band it does not move: 11% and 30% both sit in the "<= 30%" band.
    expect(scoreEvidence(withOwed(base, 55_000), 580)).toBe(scoreEvidence(withOwed(base, 150_000), 580));
  });

  it('a longer history raises it until full marks at 5 years', () => {
    const scores = [6, 24, 36, 59, 60].map((months) => scoreEvidence(cardUser({ months }), 580));
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThan(scores[i - 1]!);
    expect(scoreEvidence(cardUser({ months: 120 }), 580)).toBe(scores[4]);
  });

  it('more new accounts in 12 months lower it', () => {
    const account = (i: number) => ({ accountId: `n${i}`, name: `New ${i}`, firstSeen: '2025-03-01' });
    const scores = [0, 1, 2, 4].map((n) => scoreEvidence({ ...base, newAccounts: Array.from({ length: n }, (_, i) => account(i)) }, 580));
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThan(scores[i - 1]!);
  });

  it('an installment loan added to a card-only user raises it', () => {
    for (const start of [580, 700, 800]) {
      expect(scoreEvidence(withLoan(base), start)).toBeGreaterThan(scoreEvidence(base, start));
    }
  });
});

describe('bounds and bands', () => {
  it.each([300, 580, 850])('stays in 300-850 from starting score %i', (start) => {
    const worst = estimateCreditScore(worstEvidence(), start);
    const best = estimateCreditScore(bestEvidence(), start);
    expect(worst.currentScore).toBeGreaterThanOrEqual(CREDIT_SCORE_MIN);
    expect(best.currentScore).toBeLessThanOrEqual(CREDIT_SCORE_MAX);
    // Every factor at full marks is the top of the range whatever the starting point.
    expect(best.currentScore).toBe(CREDIT_SCORE_MAX);
    expect(best.factors.every((f) => f.subscore === 1 && f.status === 'positive')).toBe(true);
    expect(worst.factors.find((f) => f.key === 'paymentHistory')?.subscore).toBe(0);
    expect(worst.factors.find((f) => f.key === 'newCredit')?.subscore).toBe(0);
  });

  it.each([
    [579, 'Poor'],
    [580, 'Fair'],
    [669, 'Fair'],
    [670, 'Good'],
    [739, 'Good'],
    [740, 'Very Good'],
    [799, 'Very Good'],
    [800, 'Exceptional'],
  ])('score %i is graded %s', (score, grade) => {
    expect(creditGrade(score)).toBe(grade);
    expect(estimateCreditScore(emptyEvidence(), score).grade).toBe(grade);
  });
});

describe('factors', () => {
  it('carry FICO weights, impact, status and the user\'s real figures', () => {
    const e = { ...cardUser({ owedCents: 170_000, onTime: 18, months: 27 }), latePayments: [late('2025-03-03')] };
    const { factors } = estimateCreditScore(e, 580);
    expect(factors.map((f) => f.key)).toEqual(CREDIT_FACTOR_KEYS);
    expect(factors.map((f) => [f.name, f.weight, f.impact])).toEqual([
      ['Payment History', 35, 'high'],
      ['Credit Utilization', 30, 'high'],
      ['Length of Credit History', 15, 'medium'],
      ['New Credit', 10, 'low'],
      ['Credit Mix', 10, 'low'],
    ]);
    const byKey = Object.fromEntries(factors.map((f) => [f.key, f]));
    expect(byKey.paymentHistory?.description).toBe('1 late payment in the last 24 months (latest Mar 3, 2025: LATE FEE) and 18 on-time payments');
    expect(byKey.amountsOwed?.description).toBe('34% of your $5,000 card limit is in use ($1,700 owed)');
    expect(byKey.amountsOwed?.status).toBe('negative');
    expect(byKey.lengthOfHistory?.description).toBe('Your bank data goes back 2 years 3 months; full marks at 5 years');
    expect(byKey.lengthOfHistory?.status).toBe('neutral');
    expect(byKey.newCredit?.description).toBe('No new credit accounts in the last 12 months');
    expect(byKey.newCredit?.status).toBe('positive');
    expect(byKey.creditMix?.description).toBe('Only credit cards (Citi Double Cash), no installment loan');
  });

  it('explain the score: the points add up to the distance from the starting score', () => {
    for (const [e, start] of [[cardUser({ owedCents: 170_000 }), 580], [bestEvidence(), 700], [worstEvidence(), 640]] as const) {
      const estimate = estimateCreditScore(e, start);
      const points = estimate.factors.reduce((sum, f) => sum + f.points, 0);
      expect(Math.abs(start + points - estimate.currentScore)).toBeLessThanOrEqual(1);
    }
  });

  it('say so when there is no card limit yet', () => {
    const factor = estimateCreditScore(emptyEvidence(), 580).factors.find((f) => f.key === 'amountsOwed');
    expect(factor?.description).toBe('No credit card with a known limit yet');
    expect(factor?.status).toBe('neutral');
  });
});

describe('projection', () => {
  const scenarios: [string, CreditEvidence, number][] = [
    ['no data', emptyEvidence(), 580],
    ['high utilisation', cardUser({ owedCents: 400_000 }), 580],
    ['recent lates', { ...cardUser(), latePayments: [late('2025-06-01'), late('2024-01-15')] }, 620],
    ['best', bestEvidence(), 700],
    ['worst', worstEvidence(), 580],
    ['thin and new', thinAndNew(), 850],
  ];

  /**
   * A thin file at a high starting score: in six months the data passes 12 months, so the two cards
   * opened this year start to count as new credit, which outweighs six more months of history.
   */
  function thinAndNew(): CreditEvidence {
    const cards = ['Citi', 'Amex'].map((name) => ({ accountId: name, name, owedCents: 0, limitCents: 500_000, firstSeen: '2025-04-01' }));
    return { ...cardUser({ months: 10, onTime: 24 }), cards, owedCents: 0, limitCents: 1_000_000, utilization: 0, revolvingAccounts: ['Citi', 'Amex'] };
  }

  it.each(scenarios)('is the model re-run 6 months ahead, and its steps add up to it exactly (%s)', (_name, e, start) => {
    const estimate = estimateCreditScore(e, start);
    expect(estimate.projectionTimeframe).toBe(CREDIT_PROJECTION_TIMEFRAME);
    expect(estimate.projectionMonths).toBe(6);
    expect(estimate.projectedScore).toBe(scoreEvidence(projectEvidence(e, 6), start));
    const steps = estimate.projectionSteps.reduce((sum, s) => sum + s.points, 0);
    expect(steps).toBe(estimate.projectedScore - estimate.currentScore);
    expect(estimate.projectionSteps.every((s) => Number.isInteger(s.points) && s.points !== 0)).toBe(true);
  });

  it('says so when it is lower than today: new cards start to count once the data passes 12 months', () => {
    const estimate = estimateCreditScore(thinAndNew(), 850);
    expect(estimate.projectedScore).toBeLessThan(estimate.currentScore);
    const newCredit = estimate.projectionSteps.find((s) => s.factor === 'newCredit');
    expect(newCredit?.text).toBe('Your data passes 12 months, so new credit is judged: Citi and Amex opened in the last 12 months');
    expect(newCredit!.points).toBeLessThan(0);
  });

  it('names each step with the user\'s figures, and keeps a late payment\'s later effect out of the 6 months', () => {
    // Card at 35%, 24 on-time payments, one late payment 6 months ago, 11 months of data: the demo user's shape.
    const e: CreditEvidence = { ...cardUser({ owedCents: 175_000, onTime: 24, months: 11 }), latePayments: [late('2024-12-15')] };
    const estimate = estimateCreditScore(e, 580);
    expect(estimate.projectionSteps.map((s) => s.text)).toEqual([
      'Card balances down to 10% of their limits (35% now)',
      '1 late payment turns a year old and weighs less, with no new late payment',
      '6 more months of history: 1 year 5 months by Dec 2025',
      'Your data passes 12 months, so new credit is judged: no new accounts',
    ]);
    const [card, lates] = estimate.projectionSteps;
    // Utilisation 35% -> 10%: 30% x 550 x (1 - 0.35) = 107 points, all inside the horizon.
    expect(card!.points).toBe(107);
    // The late payment only moves from the recent penalty to the older one (0.35 -> 0.2) within 6 months.
    expect(lates!.points).toBe(29);
    const latesAdvice = estimate.recommendationDetails.find((r) => r.text.startsWith('Pay every bill on time'))!;
    expect(latesAdvice.gainInHorizon).toBe(29);
    expect(latesAdvice.fullBy).toBe('2026-12-15');
    expect(latesAdvice.gain).toBeGreaterThan(latesAdvice.gainInHorizon);
    expect(latesAdvice.text).toBe(
      `Pay every bill on time: your 1 late payment leaves the 24-month window by Dec 2026 (about +29 points within 6 months, +${latesAdvice.gain} points by Dec 2026)`,
    );
  });

  it('counts utilisation under 10%, six more on-time payments and six more months', () => {
    const e = cardUser({ owedCents: 400_000, onTime: 6, months: 18 });
    const projected = projectEvidence(e, 6);
    expect(projected.utilization).toBeLessThanOrEqual(0.1);
    expect(projected.onTimePayments).toHaveLength(12);
    expect(projected.monthsOfHistory).toBe(24);
    expect(projected.asOf).toBe('2025-12-30');
    const estimate = estimateCreditScore(e, 580);
    expect(estimate.projectedScore).toBe(scoreEvidence(projected, 580));
    expect(estimate.projectedScore).toBeGreaterThan(estimate.currentScore);
  });

  it('lets late payments age out of the 24-month window', () => {
    const e = { ...cardUser(), latePayments: [late('2023-09-01')] };
    expect(projectEvidence(e, 6).latePayments).toEqual([]);
  });
});

describe('recommendations', () => {
  const e: CreditEvidence = {
    ...cardUser({ owedCents: 170_000, onTime: 10, months: 27 }),
    latePayments: [late('2025-03-03')],
    newAccounts: [{ accountId: 'amex', name: 'Amex Gold', firstSeen: '2025-02-10' }],
  };
  const estimate = estimateCreditScore(e, 580);

  it('are ordered by the points they add within the projection, then by their full gain, each priced by re-running the model', () => {
    const details = estimate.recommendationDetails;
    expect(details.length).toBeGreaterThanOrEqual(5);
    const order = (a: (typeof details)[number], b: (typeof details)[number]) => b.gainInHorizon - a.gainInHorizon || b.gain - a.gain;
    expect(details).toEqual([...details].sort(order));
    expect(details.every((r) => r.gain > 0)).toBe(true);
    expect(estimate.recommendations).toEqual(estimate.recommendationDetails.map((r) => r.text));

    const utilisation = estimate.recommendationDetails.find((r) => r.factor === 'amountsOwed');
    expect(utilisation?.gain).toBe(scoreEvidence(withOwed(e, 50_000), 580) - estimate.currentScore);
    const lates = estimate.recommendationDetails.find((r) => r.text.startsWith('Pay every bill on time'));
    expect(lates?.gain).toBe(scoreEvidence({ ...e, latePayments: [] }, 580) - estimate.currentScore);
  });

  it('use the user\'s figures', () => {
    expect(estimate.recommendations).toContain(
      `Pay your Citi Double Cash balance down to $500 (10% of its $5,000 limit); it is $1,700 now (about +${estimate.recommendationDetails.find((r) => r.factor === 'amountsOwed')?.gain} points within 6 months)`,
    );
    expect(estimate.recommendations.some((r) => r.startsWith('Pay every bill on time: your 1 late payment leaves the 24-month window by Mar 2027'))).toBe(true);
    expect(estimate.recommendations.some((r) => r.startsWith('Hold off on new credit: Amex Gold opened in the last 12 months, and the newest turns a year old in Feb 2026'))).toBe(true);
    expect(estimate.recommendations.some((r) => r.startsWith('Set up autopay on your loan and card bills: 10 on-time payments are on record'))).toBe(true);
  });

  it('never put inside the projection what comes after it: later effects say when, and add up to no more than the projection', () => {
    const horizonEnd = projectEvidence(e, 6).asOf;
    for (const r of estimate.recommendationDetails) {
      expect(r.gainInHorizon).toBeLessThanOrEqual(r.gain);
      if (r.fullBy === null) expect(r.text).toContain('not part of the 6 months projection');
      else if (r.fullBy > horizonEnd) expect(r.text).toMatch(/ by [A-Z][a-z]{2} \d{4}/);
      else expect(r.text).toMatch(/about \+\d+ points? within 6 months\)$/);
    }
    const inside = estimate.recommendationDetails.reduce((sum, r) => sum + r.gainInHorizon, 0);
    const positiveSteps = estimate.projectionSteps.filter((s) => s.points > 0).reduce((sum, s) => sum + s.points, 0);
    expect(inside).toBeLessThanOrEqual(positiveSteps);
    // The history advice reaches full marks at 5 years: 27 months of data now, so in 33 months.
    const history = estimate.recommendationDetails.find((r) => r.factor === 'lengthOfHistory')!;
    expect(history.fullBy).toBe('2028-03-30');
    expect(history.text).toMatch(/^Keep your oldest accounts open: your history grows to 2 years 9 months in 6 months and earns full marks at 5 years \(about \+\d+ points within 6 months, \+\d+ points by Mar 2028\)$/);
  });

  it('put the bigger win first: maxed-out cards before a short history', () => {
    const maxed = estimateCreditScore(cardUser({ owedCents: 480_000, onTime: 24, months: 48 }), 580);
    expect(maxed.recommendationDetails[0]?.factor).toBe('amountsOwed');
    expect(maxed.recommendations[0]).toMatch(/^Pay your Citi Double Cash balance down to \$500 /);
  });

  it('say something useful when nothing is left to gain, or nothing is known', () => {
    expect(estimateCreditScore(bestEvidence(), 580).recommendations).toEqual(['Keep paying on time and your cards under 10% of their limits to hold this score']);
    expect(estimateCreditScore(emptyEvidence(), 580).recommendations).toEqual(['Link your credit card and loan accounts so the estimate can use them']);
  });
});

describe('describeChange', () => {
  const before = estimateCreditScore(cardUser({ owedCents: 50_000, onTime: 12, months: 24 }), 580);

  it('names a first estimate', () => {
    expect(describeChange(null, before)).toBe('First estimate from your data');
  });

  it('names a late payment', () => {
    const next = estimateCreditScore({ ...cardUser({ owedCents: 50_000, onTime: 13, months: 25 }), latePayments: [late('2025-06-20')] }, 580);
    expect(describeChange(before, next)).toBe('A late payment was recorded');
  });

  it('picks the biggest mover: utilisation rising beats a month more history and one more payment', () => {
    const next = estimateCreditScore(cardUser({ owedCents: 170_000, onTime: 13, months: 25 }), 580);
    expect(describeChange(before, next)).toBe('Credit utilization rose to 34%');
    const back = estimateCreditScore(cardUser({ owedCents: 40_000, onTime: 14, months: 26 }), 580);
    expect(describeChange(next, back)).toBe('Credit utilization fell to 8%');
  });

  it('picks the biggest mover: a late payment beats a small utilisation change', () => {
    const next = estimateCreditScore({ ...cardUser({ owedCents: 100_000, onTime: 12, months: 24 }), latePayments: [late('2025-06-20'), late('2025-06-25')] }, 580);
    // Utilisation 10% -> 20% costs 30% x 550 x 0.25 = 41 points; two recent lates cost 35% x 550 x 0.7 = 135.
    expect(describeChange(before, next)).toBe('2 late payments were recorded');
  });

  it('names a new loan, a new card and a changed starting score', () => {
    const loan = estimateCreditScore(withLoan(cardUser({ owedCents: 50_000, onTime: 12, months: 24 })), 580);
    expect(describeChange(before, loan)).toBe('Your credit mix now has both cards and installment loans');
    const opened = estimateCreditScore({ ...cardUser({ owedCents: 50_000, onTime: 12, months: 24 }), newAccounts: [{ accountId: 'amex', name: 'Amex Gold', firstSeen: '2025-06-01' }] }, 580);
    expect(describeChange(before, opened)).toBe('A new credit account was opened: Amex Gold');
    expect(describeChange(estimateCreditScore(emptyEvidence(), 580), estimateCreditScore(emptyEvidence(), 640))).toBe('Starting score changed to 640');
    expect(describeChange(before, before)).toBe('No change in your credit factors');
  });
});

describe('the answer', () => {
  it('says it is an estimate, names the method, and fits the shared contract', () => {
    const estimate = estimateCreditScore(cardUser({ owedCents: 170_000 }), 580);
    expect(estimate.estimated).toBe(true);
    expect(CREDIT_MODEL_METHOD).toMatch(/own bank data/);
    expect(CREDIT_MODEL_METHOD).toMatch(/not a credit bureau score/);
    for (const key of CREDIT_FACTOR_KEYS) expect(CREDIT_MODEL_METHOD).toContain(`${CREDIT_FACTOR_WEIGHTS[key]}%`);
    const parsed = creditScoreSchema.parse({ ...estimate, calculatedAt: 1_750_000_000_000 });
    expect(parsed.currentScore).toBe(estimate.currentScore);
    expect(parsed.factors[0]).not.toHaveProperty('subscore');
  });

  it('uses only data up to asOf: the same estimate whatever happens later', () => {
    const past = [...monthly('2023-07-05', 24, carLoan), tx('2025-06-10', 20_000, 'BEST BUY', { bankAccountId: 'card' })];
    const future = [tx('2025-07-03', 3_900, 'LATE FEE', { category: 'Fees' }), tx('2025-07-10', 300_000, 'APPLE STORE', { bankAccountId: 'card' })];
    const accounts = (balanceCents: number) => [CHECKING, card({ balanceCents })];
    const then = estimateCreditScore(extractCreditEvidence(past, accounts(-20_000), ASOF), 580);
    const later = estimateCreditScore(extractCreditEvidence([...past, ...future], accounts(-320_000), ASOF), 580);
    expect(later).toEqual(then);
    expect(then.factors.find((f) => f.key === 'amountsOwed')?.description).toBe('4% of your $5,000 card limit is in use ($200 owed)');
  });
});
