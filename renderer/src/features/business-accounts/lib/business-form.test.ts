import { describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../../../shared/constants';
import { createBusinessAccountRequestSchema } from '../../../../../shared/contracts/business';
import {
  firstInvalidField,
  INITIAL_BUSINESS_FORM,
  isIsoCalendarDate,
  targetDateNotice,
  validateBusinessForm,
  type BusinessForm,
} from './business-form';

const form = (overrides: Partial<BusinessForm>): BusinessForm => ({ ...INITIAL_BUSINESS_FORM, businessName: 'Cart', ...overrides });

describe('validateBusinessForm', () => {
  it('starts from the spec defaults: target 5000, weekly 100, no date', () => {
    expect(INITIAL_BUSINESS_FORM).toEqual({ businessName: '', targetAmount: '5000', weeklyContribution: '100', targetDate: '' });
    expect(validateBusinessForm(form({}))).toEqual({
      ok: true,
      value: { businessName: 'Cart', targetAmount: 5000, weeklyContribution: 100 },
    });
  });

  it.each([
    [{ businessName: '  Coffee cart  ' }, { businessName: 'Coffee cart', targetAmount: 5000, weeklyContribution: 100 }],
    [{ targetAmount: '100', weeklyContribution: '10' }, { businessName: 'Cart', targetAmount: 100, weeklyContribution: 10 }],
    [{ targetAmount: '$12,000', weeklyContribution: '150.50' }, { businessName: 'Cart', targetAmount: 12000, weeklyContribution: 150.5 }],
    [{ targetDate: '2030-12-31' }, { businessName: 'Cart', targetAmount: 5000, weeklyContribution: 100, targetDate: '2030-12-31' }],
    [{ businessName: 'x'.repeat(120) }, { businessName: 'x'.repeat(120), targetAmount: 5000, weeklyContribution: 100 }],
  ])('accepts %j, and the contract agrees', (overrides, value) => {
    const result = validateBusinessForm(form(overrides));
    expect(result).toEqual({ ok: true, value });
    if (result.ok) expect(createBusinessAccountRequestSchema.safeParse({ ...result.value, userId: DEMO_USER_ID }).success).toBe(true);
  });

  it.each([
    [{ businessName: '' }, 'businessName', 'Enter a business name.'],
    [{ businessName: '   ' }, 'businessName', 'Enter a business name.'],
    [{ businessName: 'x'.repeat(121) }, 'businessName', 'Business name must be at most 120 characters.'],
    [{ targetAmount: '50' }, 'targetAmount', 'Target amount must be at least $100.'],
    [{ targetAmount: '99.99' }, 'targetAmount', 'Target amount must be at least $100.'],
    [{ targetAmount: '' }, 'targetAmount', 'Enter the target amount, at least $100.'],
    [{ targetAmount: 'lots' }, 'targetAmount', 'Target amount must be a number, for example 5000.'],
    [{ targetAmount: '10000001' }, 'targetAmount', 'Target amount must be at most $10,000,000.'],
    [{ weeklyContribution: '9' }, 'weeklyContribution', 'Weekly contribution must be at least $10.'],
    [{ weeklyContribution: '-20' }, 'weeklyContribution', 'Weekly contribution must be at least $10.'],
    [{ weeklyContribution: '1e2' }, 'weeklyContribution', 'Weekly contribution must be a number, for example 100.'],
    [{ targetDate: '2025-02-30' }, 'targetDate', 'Enter a real date (YYYY-MM-DD), or leave it empty.'],
    [{ targetDate: '31/12/2030' }, 'targetDate', 'Enter a real date (YYYY-MM-DD), or leave it empty.'],
  ])('refuses %j on %s', (overrides, field, message) => {
    expect(validateBusinessForm(form(overrides))).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('reports every invalid field, and focus goes to the first one shown', () => {
    const result = validateBusinessForm({ businessName: '', targetAmount: '50', weeklyContribution: '5', targetDate: 'soon' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['businessName', 'targetAmount', 'targetDate', 'weeklyContribution']);
    expect(firstInvalidField(result.errors)).toBe('businessName');
    expect(firstInvalidField({ targetDate: 'x', weeklyContribution: 'y' })).toBe('weeklyContribution');
  });

  it('everything the contract refuses is refused here first', () => {
    const cases: Partial<BusinessForm>[] = [
      { businessName: ' ' },
      { targetAmount: '99' },
      { targetAmount: '20000000' },
      { weeklyContribution: '9.99' },
      { targetDate: '2024-13-01' },
    ];
    for (const overrides of cases) {
      const f = form(overrides);
      const body = {
        businessName: f.businessName,
        targetAmount: Number(f.targetAmount),
        weeklyContribution: Number(f.weeklyContribution),
        ...(f.targetDate ? { targetDate: f.targetDate } : {}),
        userId: DEMO_USER_ID,
      };
      expect(createBusinessAccountRequestSchema.safeParse(body).success, JSON.stringify(overrides)).toBe(false);
      expect(validateBusinessForm(f).ok, JSON.stringify(overrides)).toBe(false);
    }
  });
});

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isIsoCalendarDate('2024-02-29')).toBe(true);
    expect(isIsoCalendarDate('2023-02-29')).toBe(false);
    expect(isIsoCalendarDate('2024-2-9')).toBe(false);
  });
  it('notes a target date in the past without refusing it', () => {
    expect(targetDateNotice('2020-01-01', '2025-06-01')).toBe('This date has already passed.');
    expect(targetDateNotice('2025-06-01', '2025-06-01')).toBeNull();
    expect(targetDateNotice('', '2025-06-01')).toBeNull();
    expect(validateBusinessForm(form({ targetDate: '2020-01-01' })).ok).toBe(true);
  });
});
