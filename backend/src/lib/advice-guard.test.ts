/**
 * The advice guard's rules on sentences a language model might write, and on the app's own
 * phrasings that must pass (the API tests in modules/coach/advice-guard.test.ts cover the routes).
 */
import { describe, expect, it } from 'vitest';
import { adviceViolations, guardAdvice, leftToSaveOf } from './advice-guard';

const figures = { debtOwed: 10, leftToSave: 400 };
const rules = (text: string) => adviceViolations(text, figures).map((v) => v.rule);

describe('advice guard', () => {
  it('catches more toward a debt than is owed, however it is phrased', () => {
    for (const text of [
      'Put $2,025 a month toward your card.',
      'Send the $900 debt share to your highest-interest balance first.',
      'Set up a $50 monthly payment to your card',
      'Pay off your card with $1.2k this month.',
      'Debt mode would put $2,340 a month toward them.',
    ]) {
      expect(rules(text), text).toContain('debt-above-owed');
    }
  });

  it('reads amounts in any home currency, not only dollars', () => {
    for (const text of ['Put €2,025 a month toward your card.', 'Debt mode would put CHF\u00a02,340 a month toward them.', 'Pay off your card with £1.2k this month.']) {
      expect(rules(text), text).toContain('debt-above-owed');
    }
    expect(rules('Save €3,000 a month from now on.')).toContain('saving-above-left');
    expect(rules('Pay the full €10 balance this month to clear your card')).toEqual([]);
  });

  it('catches a monthly saving above what is left, and Uncategorised named as a category', () => {
    for (const text of ['Save $3,000 a month from now on.', 'Automate $1,125 a month into savings.', 'Set up an automatic $500 transfer to savings on payday']) {
      expect(rules(text), text).toContain('saving-above-left');
    }
    for (const text of ['You spent most on Uncategorised ($2,600).', 'Set a monthly cap for Uncategorized.', 'Uncategorised was the largest category at $2,600.']) {
      expect(rules(text), text).toContain('uncategorised-as-category');
    }
  });

  it('lets through the figures that fit, and amounts that are not a debt payment or a saving', () => {
    for (const text of [
      'Pay the full $10 balance this month to clear your card',
      'You owe $10 on credit cards, costing about $0 a month in interest at an assumed 22% APR.',
      'Your $5,400 in checking and savings covers 1.7 months of your $3,200 monthly spending.',
      'Reaching 3 months ($9,600) takes $4,200 more: at $400 a month from your budget that is about 11 months.',
      'Cancel Hulu and HBO Max to save $1,984 a month',
      'Save toward $7,500 over the next year.',
      "Here's your snapshot: $4,500 monthly income, $4,100 spent in the last 30 days, $500 in cash, $10 card debt.",
      '$2,600 of it is uncategorised: categorise it on /transactions to see where it went.',
      'Uncategorised spending was $2,600; categorise it to see where it went.',
    ]) {
      expect(rules(text), text).toEqual([]);
    }
  });

  it('leaves out only the failing sentences; an unknown figure is not checked', () => {
    const { text, violations } = guardAdvice('Pay the $10 on your card. Then put $500 a month toward the card.', figures);
    expect(text).toBe('Pay the $10 on your card.');
    expect(violations.map((v) => [v.rule, v.amount])).toEqual([['debt-above-owed', 500]]);
    expect(adviceViolations('Put $2,025 a month toward your card.', {})).toEqual([]);
    expect(leftToSaveOf(4500, 4100)).toBe(400);
    expect(leftToSaveOf(4500, 5000)).toBe(0);
    expect(leftToSaveOf(0, 100)).toBeUndefined();
  });
});
