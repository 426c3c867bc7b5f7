import type { Request } from 'express';
import { DEMO_USER_ID } from '../../../shared/constants';

/**
 * The user a request acts for: the signed-in user, else the demo user (DESIGN.md "Identity and
 * access"). On desktop and local web the local owner is the demo user until sign-in exists.
 */
export function currentUserId(req: Request): string {
  return req.userId ?? DEMO_USER_ID;
}

declare module 'express-serve-static-core' {
  interface Request {
    userId?: string;
  }
}
