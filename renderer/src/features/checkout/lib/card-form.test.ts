import { describe, expect, it } from 'vitest';
import {
  CARD_ERRORS,
  DEMO_CARDS,
  firstInvalidField,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  luhnValid,
  validateCardForm,
} from './card-form';

const NOW = new Date(2026, 4, 15); // 15 May 2026

describe('formatting as the person types', () => {
  it('groups card digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe(DEMO_CARDS.succeeds);
    expect(formatCardNumber('4000-0000 0000-0002')).toBe(DEMO_CARDS.declined);
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('7')).toBe('07');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/3')).toBe('12/3');
  });

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});

describe('luhnValid', () => {
  it('accepts the test cards and rejects a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('validateCardForm', () => {
  it('passes a complete test card', () => {
    expect(validateCardForm({ cardNumber: DEMO_CARDS.succeeds, expiry: '12/30', cvc: '123' }, NOW)).toEqual({});
  });

  it('names every field that is wrong, in form order', () => {
    const errors = validateCardForm({ cardNumber: '4242 4242', expiry: '13/30', cvc: '12' }, NOW);
    expect(errors).toEqual({ cardNumber: CARD_ERRORS.cardNumber, expiry: CARD_ERRORS.expiryFormat, cvc: CARD_ERRORS.cvc });
    expect(firstInvalidField(errors)).toBe('cardNumber');
    expect(firstInvalidField({ cvc: CARD_ERRORS.cvc })).toBe('cvc');
    expect(firstInvalidField({})).toBeNull();
  });

  it('a card is good through its expiry month', () => {
    const card = { cardNumber: DEMO_CARDS.succeeds, cvc: '1234' };
    expect(validateCardForm({ ...card, expiry: '05/26' }, NOW)).toEqual({});
    expect(validateCardForm({ ...card, expiry: '04/26' }, NOW)).toEqual({ expiry: CARD_ERRORS.expired });
  });
});
