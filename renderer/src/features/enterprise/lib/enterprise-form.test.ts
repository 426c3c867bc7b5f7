import { describe, expect, it } from 'vitest';
import { ENTERPRISE_NEEDS, ENTERPRISE_SIZES, enterpriseRequestSchema } from '../../../../../shared/contracts/beta';
import {
  enterpriseMailto,
  enterpriseSummary,
  firstInvalidEnterpriseField,
  INITIAL_ENTERPRISE_FORM,
  validateEnterpriseForm,
} from './enterprise-form';

const filled = { ...INITIAL_ENTERPRISE_FORM, companyName: ' Acme Corp ', contactName: ' Jo Smith ', email: ' Jo@Acme.COM ' };

describe('validateEnterpriseForm', () => {
  it('requires company name, contact name and work email, in form order', () => {
    const result = validateEnterpriseForm(INITIAL_ENTERPRISE_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['companyName', 'contactName', 'email']);
    expect(firstInvalidEnterpriseField(result.errors)).toBe('companyName');
  });

  it('refuses a malformed email and a phone without enough digits', () => {
    const result = validateEnterpriseForm({ ...filled, email: 'jo@acme', phone: '12-34' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'phone']);
  });

  it('refuses a size or need that is not in the spec’s lists', () => {
    const result = validateEnterpriseForm({ ...filled, employees: '10-20', needs: 'payroll' });
    expect(result.ok).toBe(false);
  });

  it('leaves the optional fields out when empty; the shared contract accepts the result', () => {
    const result = validateEnterpriseForm(filled);
    expect(result).toEqual({ ok: true, value: { companyName: 'Acme Corp', contactName: 'Jo Smith', email: 'jo@acme.com' } });
    if (result.ok) expect(enterpriseRequestSchema.safeParse(result.value).success).toBe(true);
  });

  it('accepts every size and need of the spec', () => {
    for (const employees of ENTERPRISE_SIZES) {
      for (const { id } of ENTERPRISE_NEEDS) {
        const result = validateEnterpriseForm({ ...filled, phone: '+1 (555) 010-2030', employees, needs: id });
        expect(result.ok && result.value).toMatchObject({ employees, needs: id, phone: '+1 (555) 010-2030' });
      }
    }
  });
});

describe('summary and mailto', () => {
  const value = { companyName: 'Acme & Sons', contactName: 'Jo Smith', email: 'jo@acme.com', employees: '100-500', needs: 'corporate-banking' } as const;

  it('lists every field, saying which optional ones were not given', () => {
    expect(enterpriseSummary(value)).toEqual([
      { label: 'Company', value: 'Acme & Sons' },
      { label: 'Contact', value: 'Jo Smith' },
      { label: 'Work email', value: 'jo@acme.com' },
      { label: 'Phone', value: 'Not given' },
      { label: 'Employees', value: '100-500' },
      { label: 'Needs', value: 'Corporate banking' },
    ]);
  });

  it('puts the whole request into the mailto, safely encoded', () => {
    const link = enterpriseMailto(value);
    expect(link.startsWith('mailto:?subject=')).toBe(true);
    const query = new URLSearchParams(link.slice('mailto:?'.length));
    expect(query.get('subject')).toBe('Enterprise enquiry: Acme & Sons');
    expect(query.get('body')).toContain('Company: Acme & Sons\nContact: Jo Smith');
    expect(link).not.toContain(' ');
  });
});
