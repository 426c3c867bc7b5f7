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
