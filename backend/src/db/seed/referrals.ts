/**
 * Demo referrals of the demo user (source 'demo', docs/product.md "Real data, honest labels"):
 * friends who opened the share link and some who signed up. Demo sign-ups have no account behind
 * them, so they count on the demo user's screens but never touch anyone's data. Fixed ids keep the
 * seed idempotent.
 */
import { DEMO_USER_ID } from '../../../../shared/constants';
import type { referralSignups, referralVisits } from '../schema';
import { DAY_MS } from '../../../../shared/dates';

/** Four sign-ups: past the first tier (3) on both readings, one short of the second (5). */
export const DEMO_REFERRAL_SIGNUPS = 4;
export const DEMO_REFERRAL_VISITS = 11;

export interface ReferralData {
  visits: (typeof referralVisits.$inferInsert)[];
  signups: (typeof referralSignups.$inferInsert)[];
}

export function buildReferralData(anchor: number): ReferralData {
  const visits = Array.from({ length: DEMO_REFERRAL_VISITS }, (_, i) => ({
    id: `demo-referral-visit-${i + 1}`,
    referrerUserId: DEMO_USER_ID,
    visitorId: `demo-visitor-${i + 1}`,
    source: 'demo' as const,
    createdAt: anchor - (DEMO_REFERRAL_VISITS - i) * 2 * DAY_MS,
  }));
  const signups = Array.from({ length: DEMO_REFERRAL_SIGNUPS }, (_, i) => ({
    id: `demo-referral-signup-${i + 1}`,
    referrerUserId: DEMO_USER_ID,
    referredUserId: null,
    source: 'demo' as const,
    createdAt: anchor - (DEMO_REFERRAL_SIGNUPS - i) * 5 * DAY_MS,
  }));
  return { visits, signups };
}
