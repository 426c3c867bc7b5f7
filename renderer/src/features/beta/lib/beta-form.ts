/**
 * The signup form's rules (docs/product.md "Beta"): name, email and financial goal required, the
 * email email-shaped, the referral source optional. They mirror betaSignupRequestSchema, so what
 * the form sends is what the server accepts; the server still decides.
 */
import { BETA_EMAIL_MAX, BETA_GOAL_MAX, BETA_NAME_MAX, BETA_REFERRAL_MAX } from '../../../../../shared/contracts/beta';

export interface BetaForm {
  name: string;
  email: string;
  financialGoal: string;
  referralSource: string;
}

export type BetaFormField = keyof BetaForm;
export type BetaFormErrors = Partial<Record<BetaFormField, string>>;

export const INITIAL_BETA_FORM: BetaForm = { name: '', email: '', financialGoal: '', referralSource: '' };

export const BETA_FIELDS_IN_ORDER: readonly BetaFormField[] = ['name', 'email', 'financialGoal', 'referralSource'];

export const BETA_FIELD_MAX: Record<BetaFormField, number> = {
  name: BETA_NAME_MAX,
  email: BETA_EMAIL_MAX,
  financialGoal: BETA_GOAL_MAX,
  referralSource: BETA_REFERRAL_MAX,
};

export interface BetaFormValue {
  name: string;
  email: string;
  financialGoal: string;
  referralSource?: string;
}

export type BetaFormResult = { ok: true; value: BetaFormValue } | { ok: false; errors: BetaFormErrors };

/** One @, something on both sides, a dot in the domain, no spaces: what an email input accepts, roughly. */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

export function validateBetaForm(form: BetaForm): BetaFormResult {
  const errors: BetaFormErrors = {};
  const name = form.name.trim();
  const email = form.email.trim();
  const goal = form.financialGoal.trim();
  const referral = form.referralSource.trim();

  if (!name) errors.name = 'Enter your name.';
  else if (name.length > BETA_NAME_MAX) errors.name = `Name must be at most ${BETA_NAME_MAX} characters.`;

  if (!email) errors.email = 'Enter your email address.';
  else if (email.length > BETA_EMAIL_MAX || !looksLikeEmail(email)) errors.email = 'Enter a valid email address, like name@example.com.';

  if (!goal) errors.financialGoal = 'Tell us your main financial goal.';
  else if (goal.length > BETA_GOAL_MAX) errors.financialGoal = `Financial goal must be at most ${BETA_GOAL_MAX} characters.`;

  if (referral.length > BETA_REFERRAL_MAX) errors.referralSource = `Keep this under ${BETA_REFERRAL_MAX} characters.`;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Lower-cased as the server stores it, so what the page repeats back is what was kept.
  return { ok: true, value: { name, email: email.toLowerCase(), financialGoal: goal, ...(referral ? { referralSource: referral } : {}) } };
}

/** The first field with an error, in the order the form shows them (that one gets the focus). */
export function firstInvalidBetaField(errors: BetaFormErrors): BetaFormField | undefined {
  return BETA_FIELDS_IN_ORDER.find((field) => errors[field]);
}
