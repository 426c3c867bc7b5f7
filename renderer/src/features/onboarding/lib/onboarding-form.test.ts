import { describe, expect, it } from 'vitest';
import { MAX_MONTHLY_INCOME } from '../../../../../shared/constants';
import { onboardingRequestSchema } from '../../../../../shared/contracts/onboarding';
import {
  ageNotice,
  buildOnboardingRequest,
  canComplete,
  canContinue,
  hiddenSubscriptions,
  INITIAL_ONBOARDING_FORM,
  moneyNotice,
  nextStepIndex,
  parseAge,
  parseMoneyOrZero,
  parseNumber,
  parseSubscriptionCount,
  parseTargetAmount,
  previousStepIndex,
  progressPercent,
  showsTargetAmount,
  type OnboardingForm,
} from './onboarding-form';

describe('parseNumber', () => {
  it.each([
    ['42', 42],
    [' 4,500 ', 4500],
    ['$4,500.50', 4500.5],
    ['-$3', -3],
    ['-1', -1],
    ['.5', 0.5],
  ])('reads %j', (text, expected) => expect(parseNumber(text)).toBe(expected));

  it.each(['', ' ', 'abc', '12abc', '1e3', 'Infinity', 'NaN', '$', '4 500', '--1'])('refuses %j', (text) =>
    expect(parseNumber(text)).toBeNull(),
  );
});

describe('age', () => {
  it('falls back to 25 when not a number', () => {
    for (const text of ['abc', '', '  ', 'twenty']) expect(parseAge(text)).toBe(25);
  });
  it('keeps a valid age and rounds to whole years', () => {
    expect(parseAge('42')).toBe(42);
    expect(parseAge('30.6')).toBe(31);
  });
  it('is held within 18..100', () => {
    expect(parseAge('12')).toBe(18);
    expect(parseAge('-4')).toBe(18);
    expect(parseAge('130')).toBe(100);
    expect(parseAge('18')).toBe(18);
    expect(parseAge('100')).toBe(100);
  });
});

describe('money', () => {
  it('monthly income falls back to 0', () => {
    for (const text of ['', 'abc', '-50', '1e3']) expect(parseMoneyOrZero(text)).toBe(0);
    expect(parseMoneyOrZero('$5,200')).toBe(5200);
    expect(parseMoneyOrZero(String(MAX_MONTHLY_INCOME * 10))).toBe(MAX_MONTHLY_INCOME);
  });
  it('a target amount is optional: blank or not a number is not sent', () => {
    expect(parseTargetAmount('')).toBeUndefined();
    expect(parseTargetAmount('lots')).toBeUndefined();
    expect(parseTargetAmount('-5')).toBeUndefined();
    expect(parseTargetAmount('10,000')).toBe(10000);
    expect(parseTargetAmount('0')).toBe(0);
  });
  it('estimated subscriptions fall back to 5 and are whole, within 0..500', () => {
    expect(parseSubscriptionCount('')).toBe(5);
    expect(parseSubscriptionCount('x')).toBe(5);
    expect(parseSubscriptionCount('7')).toBe(7);
    expect(parseSubscriptionCount('2.4')).toBe(2);
    expect(parseSubscriptionCount('-3')).toBe(0);
    expect(parseSubscriptionCount('9999')).toBe(500);
  });
  it('hidden subscriptions are the estimate plus 2', () => {
    expect(hiddenSubscriptions({ estimatedCount: '5' })).toBe(7);
    expect(hiddenSubscriptions({ estimatedCount: 'x' })).toBe(7);
    expect(hiddenSubscriptions({ estimatedCount: '0' })).toBe(2);
  });
});

describe('steps', () => {
  it('move forward one at a time and never past the last', () => {
    expect([0, 1, 2, 3].map(nextStepIndex)).toEqual([1, 2, 3, 3]);
  });
  it('go back one and never before the first', () => {
    expect([0, 1, 2, 3].map(previousStepIndex)).toEqual([0, 0, 1, 2]);
  });
  it('fill the progress bar a quarter per step', () => {
    expect([0, 1, 2, 3].map(progressPercent)).toEqual([25, 50, 75, 100]);
  });
  it('Continue on About You waits for a non-blank name', () => {
    expect(canContinue('about-you', { name: '' })).toBe(false);
    expect(canContinue('about-you', { name: '   ' })).toBe(false);
    expect(canContinue('about-you', { name: 'Ada' })).toBe(true);
    expect(canContinue('welcome', { name: '' })).toBe(true);
    expect(canContinue('your-goals', { name: '' })).toBe(true);
  });
  it('Complete Setup waits for a primary goal', () => {
    expect(canComplete({ name: 'Ada', primaryGoal: null })).toBe(false);
    expect(canComplete({ name: 'Ada', primaryGoal: 'debt' })).toBe(true);
  });
  it('Target Amount shows unless the goal is subscriptions', () => {
    expect(showsTargetAmount('subscriptions')).toBe(false);
    for (const goal of ['emergency', 'debt', 'home', 'retirement'] as const) expect(showsTargetAmount(goal)).toBe(true);
  });
});

describe('buildOnboardingRequest', () => {
  const filled: OnboardingForm = {
    ...INITIAL_ONBOARDING_FORM,
    name: '  Ada  ',
    age: 'abc',
    monthlyIncome: '',
    primaryGoal: 'home',
    targetAmount: '60,000',
  };

  it('applies the defaults and fallbacks, and passes the shared contract', () => {
    const request = buildOnboardingRequest(filled);
    expect(request).toEqual({
      personalInfo: { name: 'Ada', age: 25, monthlyIncome: 0 },
      goals: { primaryGoal: 'home', targetAmount: 60000 },
      subscriptions: { estimatedCount: 5, monthlyCost: 0 },
    });
    expect(onboardingRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves the target out for the subscriptions goal, even if one was typed before', () => {
    const request = buildOnboardingRequest({ ...filled, primaryGoal: 'subscriptions' });
    expect(request?.goals).toEqual({ primaryGoal: 'subscriptions' });
    expect(onboardingRequestSchema.safeParse(request).success).toBe(true);
  });

  it('is null until a goal is chosen', () => {
    expect(buildOnboardingRequest({ ...filled, primaryGoal: null })).toBeNull();
  });

  it('extreme inputs still satisfy the contract', () => {
    const request = buildOnboardingRequest({
      name: 'x'.repeat(300),
      age: '7',
      monthlyIncome: '999999999999',
      primaryGoal: 'retirement',
      targetAmount: '999999999999',
      estimatedCount: '100000',
      monthlyCost: '-20',
    });
    expect(onboardingRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('notices under the fields', () => {
  it('say when the age will be replaced', () => {
    expect(ageNotice('')).toBeNull();
    expect(ageNotice('40')).toBeNull();
    expect(ageNotice('abc')).toBe('That is not a number, so we will use 25.');
    expect(ageNotice('12')).toBe('Ages run from 18 to 100, so we will use 18.');
    expect(ageNotice('30.5')).toContain('we will use 31');
  });
  it('say when money will be saved as $0', () => {
    expect(moneyNotice('')).toBeNull();
    expect(moneyNotice('4,500')).toBeNull();
    expect(moneyNotice('lots')).toBe('That is not a number, so we will use $0.');
    expect(moneyNotice('-1')).toBe('Amounts cannot be negative, so we will use $0.');
  });
});
