import type { Request } from 'express';
import { DEMO_USER_ID } from '../../../shared/constants';

/**
 * The user a request acts for: the signed-in caller, else the demo user
 * (docs/product.md "Identity and access"). Only public routes can reach this without a caller (see
 * http/auth.ts).
 */
export function currentUserId(req: Request): string {
  return req.caller?.userId ?? DEMO_USER_ID;
}
