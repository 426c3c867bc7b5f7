import { describe, expect, it } from 'vitest';
import { BETA_NAME_MAX, betaSignupRequestSchema } from '../../../../../shared/contracts/beta';
import { firstInvalidBetaField, INITIAL_BETA_FORM, looksLikeEmail, validateBetaForm } from './beta-form';

const filled = { name: ' Ada ', email: ' Ada@Example.com ', financialGoal: ' Save for a home ', referralSource: '' };

describe('validateBetaForm', () => {
  it('requires name, email and financial goal, in form order', () => {
    const result = validateBetaForm(INITIAL_BETA_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'financialGoal', 'name']);
    expect(firstInvalidBetaField(result.errors)).toBe('name');
  });

  it('treats blanks as empty and refuses a malformed email', () => {
    const result = validateBetaForm({ ...filled, name: '   ', email: 'ada@example' });
    expect(result).toEqual({ ok: false, errors: { name: 'Enter your name.', email: 'Enter a valid email address, like name@example.com.' } });
  });

  it('refuses a name longer than the contract allows', () => {
    const result = validateBetaForm({ ...filled, name: 'n'.repeat(BETA_NAME_MAX + 1) });
    expect(result.ok).toBe(false);
  });

  it('trims the values and leaves an empty referral source out; the server contract accepts the result', () => {
    const result = validateBetaForm(filled);
    expect(result).toEqual({ ok: true, value: { name: 'Ada', email: 'ada@example.com', financialGoal: 'Save for a home' } });
    if (result.ok) expect(betaSignupRequestSchema.safeParse(result.value).success).toBe(true);
    const withReferral = validateBetaForm({ ...filled, referralSource: ' Podcast ' });
    expect(withReferral.ok && withReferral.value.referralSource).toBe('Podcast');
  });
});

describe('looksLikeEmail', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@example.org', true],
    ['a@b', false],
    ['a b@c.com', false],
    ['@c.com', false],
    ['a@@c.com', false],
  ])('%s -> %s', (email, ok) => expect(looksLikeEmail(email)).toBe(ok));
});
