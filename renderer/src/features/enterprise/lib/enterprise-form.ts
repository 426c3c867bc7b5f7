/**
 * The enterprise enquiry's rules (docs/product.md "Enterprise": company name, contact name and work
 * email required; phone, size and needs optional), its summary and the email that carries it.
 * The spec sends the enquiry nowhere (local confirmation only), so the email is how it leaves.
 */
import {
  BETA_EMAIL_MAX,
  ENTERPRISE_NEEDS,
  ENTERPRISE_PHONE_MAX,
  ENTERPRISE_SIZES,
  ENTERPRISE_TEXT_MAX,
  type EnterpriseNeed,
} from '../../../../../shared/contracts/beta';
import { mailtoUrl } from '@/lib/share-urls';

export interface EnterpriseForm {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  /** '' or one of ENTERPRISE_SIZES. */
  employees: string;
  /** '' or one of the ENTERPRISE_NEEDS ids. */
  needs: string;
}

export type EnterpriseField = keyof EnterpriseForm;
export type EnterpriseErrors = Partial<Record<EnterpriseField, string>>;

export const INITIAL_ENTERPRISE_FORM: EnterpriseForm = { companyName: '', contactName: '', email: '', phone: '', employees: '', needs: '' };

export const ENTERPRISE_FIELDS_IN_ORDER: readonly EnterpriseField[] = ['companyName', 'contactName', 'email', 'phone', 'employees', 'needs'];

export const ENTERPRISE_FIELD_MAX = {
  companyName: ENTERPRISE_TEXT_MAX,
  contactName: ENTERPRISE_TEXT_MAX,
  email: BETA_EMAIL_MAX,
  phone: ENTERPRISE_PHONE_MAX,
} as const;

export interface EnterpriseRequestValue {
  companyName: string;
  contactName: string;
  email: string;
  phone?: string;
  employees?: (typeof ENTERPRISE_SIZES)[number];
  needs?: EnterpriseNeed;
}

export type EnterpriseResult = { ok: true; value: EnterpriseRequestValue } | { ok: false; errors: EnterpriseErrors };

const isSize = (v: string): v is (typeof ENTERPRISE_SIZES)[number] => (ENTERPRISE_SIZES as readonly string[]).includes(v);
const isNeed = (v: string): v is EnterpriseNeed => ENTERPRISE_NEEDS.some((n) => n.id === v);
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
/** Digits with the usual separators and an optional leading +; at least 7 digits. */
const looksLikePhone = (text: string) => /^\+?[\d\s().-]+$/.test(text) && text.replace(/\D/g, '').length >= 7;

export function validateEnterpriseForm(form: EnterpriseForm): EnterpriseResult {
  const errors: EnterpriseErrors = {};
  const companyName = form.companyName.trim();
  const contactName = form.contactName.trim();
  const email = form.email.trim();
  const phone = form.phone.trim();

  if (!companyName) errors.companyName = 'Enter your company name.';
  else if (companyName.length > ENTERPRISE_TEXT_MAX) errors.companyName = `Company name must be at most ${ENTERPRISE_TEXT_MAX} characters.`;
  if (!contactName) errors.contactName = 'Enter the contact name.';
  else if (contactName.length > ENTERPRISE_TEXT_MAX) errors.contactName = `Contact name must be at most ${ENTERPRISE_TEXT_MAX} characters.`;
  if (!email) errors.email = 'Enter your work email.';
  else if (email.length > BETA_EMAIL_MAX || !looksLikeEmail(email)) errors.email = 'Enter a valid work email, like name@company.com.';
  if (phone && (phone.length > ENTERPRISE_PHONE_MAX || !looksLikePhone(phone))) errors.phone = 'Enter a phone number (digits, spaces, + - ( )), or leave it empty.';
  if (form.employees && !isSize(form.employees)) errors.employees = 'Choose a company size from the list.';
  if (form.needs && !isNeed(form.needs)) errors.needs = 'Choose a need from the list.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      companyName,
      contactName,
      email: email.toLowerCase(),
      ...(phone ? { phone } : {}),
      ...(isSize(form.employees) ? { employees: form.employees } : {}),
      ...(isNeed(form.needs) ? { needs: form.needs } : {}),
    },
  };
}

export function firstInvalidEnterpriseField(errors: EnterpriseErrors): EnterpriseField | undefined {
  return ENTERPRISE_FIELDS_IN_ORDER.find((field) => errors[field]);
}

export function needLabel(id: EnterpriseNeed): string {
  return ENTERPRISE_NEEDS.find((n) => n.id === id)!.label;
}

/** The request as label/value lines, in form order; optional fields left empty say so. */
export function enterpriseSummary(value: EnterpriseRequestValue): Array<{ label: string; value: string }> {
  return [
    { label: 'Company', value: value.companyName },
    { label: 'Contact', value: value.contactName },
    { label: 'Work email', value: value.email },
    { label: 'Phone', value: value.phone ?? 'Not given' },
    { label: 'Employees', value: value.employees ?? 'Not given' },
    { label: 'Needs', value: value.needs ? needLabel(value.needs) : 'Not given' },
  ];
}

/** A mailto: link holding the whole request, so the enquiry can be sent from the visitor's own mail app. */
export function enterpriseMailto(value: EnterpriseRequestValue): string {
  const subject = `Enterprise enquiry: ${value.companyName}`;
  const body = enterpriseSummary(value)
    .map((line) => `${line.label}: ${line.value}`)
    .join('\n');
  return mailtoUrl(subject, body);
}
