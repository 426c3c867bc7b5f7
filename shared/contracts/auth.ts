import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from '../constants';

export const USER_ROLES = ['owner', 'member'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** GET /api/auth/user: the signed-in user (401 when nobody is). Never carries the password hash. */
export const authUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(USER_ROLES),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  onboarded: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * GET /api/auth/session: who is signed in, null for a visitor; always 200, so a visitor's page logs
 * no failed request (the screens ask this one; GET /api/auth/user keeps its 401 for scripts).
 */
export const authSessionSchema = z.object({ user: authUserSchema.nullable() });
export type AuthSession = z.infer<typeof authSessionSchema>;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** A path on this site to return to after sign-in: never another origin ("//evil", "https://..."). */
export const returnToSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path on this site');

/**
 * GET /api/login's query. A returnTo that is not one string is dropped, never refused: the sign-in
 * page still opens (the server then keeps only a returnTo that passes returnToSchema).
 */
export const loginPageQuerySchema = z.object({ returnTo: z.string().optional().catch(undefined) });

export const loginRequestSchema = z
  .object({
    identifier: z.string().trim().min(1, 'Enter your username or email').max(254),
    password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
    returnTo: returnToSchema.optional(),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .max(32, 'Username must be at most 32 characters')
      .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, digits, _ . and - only'),
    email: z.string().trim().max(254).pipe(z.email('Enter a valid email address')),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    returnTo: returnToSchema.optional(),
  })
  .strict();
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export { CSRF_COOKIE, CSRF_HEADER } from '../constants';

/** The sign-up rule for a new password, reused wherever a password is set (change, reset). */
export const newPasswordSchema = registerRequestSchema.shape.password;

/**
 * POST /api/auth/password (hosted): the current password proves it is the holder, the new one
 * follows the sign-up rule and is typed twice. See docs/security.md "Accounts and sessions (hosted)".
 */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .strict()
  .refine((b) => b.newPassword === b.confirmPassword, { message: 'The new passwords do not match', path: ['confirmPassword'] })
  .refine((b) => b.newPassword !== b.currentPassword, { message: 'The new password must differ from the current one', path: ['newPassword'] });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/auth/password: how many other sessions of the account were signed out. */
export const changePasswordResponseSchema = z.object({ otherSessionsEnded: z.number().int().nonnegative() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** GET /api/auth/accounts (owner, hosted): the accounts that can sign in. Never a hash or a reset code. */
export const accountSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  createdAt: z.number().int(),
  /** Unix ms of the latest sign-in (or sign-up); null before the first one was recorded. */
  lastSignInAt: z.number().int().nullable(),
  /** When an unused reset link expires, if the owner issued one that is still valid. */
  resetPendingUntil: z.number().int().nullable(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const ACCOUNT_LIST_LIMIT = 500;
export const accountListResponseSchema = z.object({
  accounts: z.array(accountSummarySchema).max(ACCOUNT_LIST_LIMIT),
  /** All accounts that can sign in; more than accounts.length when the list was cut. */
  total: z.number().int().nonnegative(),
});
export type AccountListResponse = z.infer<typeof accountListResponseSchema>;

export const accountIdParamsSchema = z.object({ accountId: z.string().min(1).max(64) });

/** How long an owner-issued reset code stays usable. */
export const PASSWORD_RESET_TTL_MS = 24 * 3600_000;

/**
 * POST /api/auth/accounts/:accountId/password-reset: the one-time code, shown once to the owner
 * (only its hash is stored). The screen builds the link from the reset page's declaration.
 */
export const issuedResetSchema = z.object({
  code: z.string().min(32).max(128),
  username: z.string(),
  expiresAt: z.number().int(),
});
export type IssuedReset = z.infer<typeof issuedResetSchema>;

/** GET /api/password-reset: the reset page; a code that is not one string is dropped (the page says it is not valid). */
export const resetPageQuerySchema = z.object({ code: z.string().max(128).optional().catch(undefined) });

/** POST /api/password-reset: the reset page's form (or JSON), the code from the link and the new password twice. */
export const resetPasswordRequestSchema = z
  .object({
    code: z.string({ error: 'This reset link is not valid' }).min(1, 'This reset link is not valid').max(128, 'This reset link is not valid'),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'Type the new password again' }).max(PASSWORD_MAX_LENGTH),
  })
  .strict()
  .refine((b) => b.password === b.confirmPassword, { message: 'The new passwords do not match', path: ['confirmPassword'] });
