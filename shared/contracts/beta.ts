/**
 * Beta signup, the beta's status, the enterprise enquiry and the marketing conversion event
 * (docs/product.md "Beta").
 */
import { z } from 'zod';
import { dollarAmount } from './money';

/** docs/product.md "Beta": "beta spots 100 total". */
export const BETA_SPOTS_TOTAL = 100;
/**
 * docs/product.md "Beta": the signup window is configured (BETA_START, BETA_LENGTH_DAYS); without
 * them it opens at the install's first start and stays open this many days.
 */
export const BETA_DEFAULT_LENGTH_DAYS = 30;
export const BETA_MAX_LENGTH_DAYS = 3650;

export const BETA_NAME_MAX = 120;
export const BETA_EMAIL_MAX = 254;
export const BETA_GOAL_MAX = 300;
export const BETA_REFERRAL_MAX = 120;
/** UTM values and the page's `source` query parameter. */
export const CAMPAIGN_TAG_MAX = 100;

const requiredText = (max: number, what: string) =>
  z.string().trim().min(1, `${what} is required`).max(max, `${what} must be at most ${max} characters`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** An email address, stored lower-cased so one person cannot take two spots by changing case. */
export const emailSchema = z
  .string()
  .trim()
  .max(BETA_EMAIL_MAX)
  .pipe(z.email('must be an email address'))
  .transform((v) => v.toLowerCase());

/** POST /api/beta-signup. */
export const betaSignupRequestSchema = z
  .object({
    email: emailSchema,
    name: requiredText(BETA_NAME_MAX, 'name'),
    financialGoal: requiredText(BETA_GOAL_MAX, 'financialGoal'),
    referralSource: optionalText(BETA_REFERRAL_MAX),
    utmSource: optionalText(CAMPAIGN_TAG_MAX),
    utmCampaign: optionalText(CAMPAIGN_TAG_MAX),
  })
  .strict();
export type BetaSignupRequest = z.input<typeof betaSignupRequestSchema>;

/** 201 for a new signup; 200 with alreadySignedUp true when the email is already on the list. */
export const betaSignupResponseSchema = z.object({ alreadySignedUp: z.boolean() });
export type BetaSignupResponse = z.infer<typeof betaSignupResponseSchema>;

/** GET /api/beta/status: real counts and the signup window [opensAt, closesAt) (unix ms). */
export const betaStatusSchema = z.object({
  spotsTotal: z.number().int().nonnegative(),
  spotsTaken: z.number().int().nonnegative(),
  spotsLeft: z.number().int().nonnegative(),
  opensAt: z.number().int(),
  closesAt: z.number().int(),
  /** The server's clock when it answered, so the countdown does not trust the device's clock. */
  now: z.number().int(),
  open: z.boolean(),
});
export type BetaStatus = z.infer<typeof betaStatusSchema>;

/** POST /api/analytics/conversion-event: a marketing conversion (e.g. a beta visit from a campaign). */
export const conversionEventRequestSchema = z
  .object({
    event: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'event must be snake_case, at most 64 characters'),
    source: z.string().trim().min(1).max(CAMPAIGN_TAG_MAX),
    /** Dollars, parsed to integer cents (as stored). */
    value: dollarAmount({ label: 'value', allowZero: true, max: 1_000_000 }).default(0),
    campaign: z.string().trim().max(CAMPAIGN_TAG_MAX).optional(),
  })
  .strict();
export type ConversionEventRequest = z.input<typeof conversionEventRequestSchema>;

/** The event the beta page sends when it is opened from a campaign link (utm_source present). */
export const BETA_VISIT_EVENT = 'beta_page_visit';

/** docs/product.md "Enterprise": enterprise sizes and needs (the needs are stored as these ids). */
export const ENTERPRISE_SIZES = ['50-100', '100-500', '500-1000', '1000+'] as const;
export const ENTERPRISE_NEEDS = [
  { id: 'employee-wellness', label: 'Employee financial wellness' },
  { id: 'corporate-banking', label: 'Corporate banking' },
  { id: 'investment-management', label: 'Investment management' },
  { id: 'custom-solution', label: 'Custom solution' },
] as const;
export type EnterpriseNeed = (typeof ENTERPRISE_NEEDS)[number]['id'];
const needIds = ENTERPRISE_NEEDS.map((n) => n.id) as [EnterpriseNeed, ...EnterpriseNeed[]];

export const ENTERPRISE_TEXT_MAX = 120;
export const ENTERPRISE_PHONE_MAX = 40;

/**
 * The enterprise enquiry (docs/product.md "Enterprise"). The spec sends it nowhere (local
 * confirmation only); the schema is still shared so the form's rules are written once.
 */
export const enterpriseRequestSchema = z
  .object({
    companyName: requiredText(ENTERPRISE_TEXT_MAX, 'companyName'),
    contactName: requiredText(ENTERPRISE_TEXT_MAX, 'contactName'),
    email: emailSchema,
    phone: optionalText(ENTERPRISE_PHONE_MAX),
    employees: z.enum(ENTERPRISE_SIZES).optional(),
    needs: z.enum(needIds).optional(),
  })
  .strict();
export type EnterpriseRequest = z.output<typeof enterpriseRequestSchema>;
