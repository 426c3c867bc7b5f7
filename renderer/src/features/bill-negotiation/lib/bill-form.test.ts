import { describe, expect, it } from 'vitest';
import { billSubmitRequestSchema } from '../../../../../shared/contracts/bills';
import { firstInvalidBillField, INITIAL_BILL_FORM, parseBillAmount, submitEventProperties, validateBillForm, type BillForm } from './bill-form';

const FILLED: BillForm = {
  service_type: 'phone',
  provider_name: '  Verizon ',
  current_bill_amount: '85.5',
  account_number: ' 9876 5432 ',
  contact_phone: ' +1 555 123 4567 ',
  email: ' me@example.com ',
  additional_info: '',
};

describe('parseBillAmount', () => {
  it('is null only when nothing was typed', () => {
    expect(parseBillAmount('')).toBeNull();
    expect(parseBillAmount('   ')).toBeNull();
  });
  it('reads decimals to the cent and counts non-numeric text as 0', () => {
    expect(parseBillAmount('89.99')).toBe(89.99);
    expect(parseBillAmount('$1,200.5')).toBe(1200.5);
    expect(parseBillAmount('12.345')).toBe(12.35);
    expect(parseBillAmount('abc')).toBe(0);
    expect(parseBillAmount('12abc')).toBe(0);
  });
});

describe('validateBillForm', () => {
  it('turns a filled form into the trimmed request the server takes', () => {
    const result = validateBillForm(FILLED);
    expect(result).toEqual({
      ok: true,
      value: {
        service_type: 'phone',
        provider_name: 'Verizon',
        current_bill_amount: 85.5,
        account_number: '9876 5432',
        contact_phone: '+1 555 123 4567',
        email: 'me@example.com',
        additional_info: '',
      },
    });
    if (result.ok) expect(billSubmitRequestSchema.safeParse(result.value).success).toBe(true);
  });

  it('requires service type, provider, monthly bill, phone and email; account and information are optional', () => {
    const result = validateBillForm(INITIAL_BILL_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['contact_phone', 'current_bill_amount', 'email', 'provider_name', 'service_type']);
    expect(firstInvalidBillField(result.errors)).toBe('service_type');
  });

  it('sends 0 for a monthly bill that is not a number', () => {
    const result = validateBillForm({ ...FILLED, current_bill_amount: 'about fifty' });
    expect(result.ok && result.value.current_bill_amount).toBe(0);
  });

  it.each([
    ['an unknown service type', { service_type: 'gym' as BillForm['service_type'] }, 'service_type'],
    ['a blank provider', { provider_name: '   ' }, 'provider_name'],
    ['a negative bill', { current_bill_amount: '-3' }, 'current_bill_amount'],
    ['a bill over the limit', { current_bill_amount: '1000000.01' }, 'current_bill_amount'],
    ['a phone with letters', { contact_phone: 'call me' }, 'contact_phone'],
    ['a phone with too few digits', { contact_phone: '555-12' }, 'contact_phone'],
    ['an email without @', { email: 'me.example.com' }, 'email'],
    ['an email without a domain', { email: 'me@' }, 'email'],
    ['an account number over 64 characters', { account_number: '1'.repeat(65) }, 'account_number'],
    ['additional information over 2000 characters', { additional_info: 'x'.repeat(2001) }, 'additional_info'],
  ])('refuses %s', (_name, patch: Partial<BillForm>, field) => {
    const result = validateBillForm({ ...FILLED, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors)).toEqual([field]);
      // The server refuses the same input.
      const body = { ...FILLED, ...patch, current_bill_amount: parseBillAmount(patch.current_bill_amount ?? FILLED.current_bill_amount) };
      const trimmed = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
      expect(billSubmitRequestSchema.safeParse(trimmed).success).toBe(false);
    }
  });
});

describe('submitEventProperties', () => {
  it('carries the service type and the amount', () => {
    expect(submitEventProperties({ service_type: 'insurance', current_bill_amount: 120.25 })).toEqual({ service_type: 'insurance', amount: 120.25 });
  });
});
