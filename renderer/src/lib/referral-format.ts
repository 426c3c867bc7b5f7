/** What /referral and /viral both show of a referral standing, written once. */
import type { ReferralTier } from '../../../shared/contracts/referral';

/**
 * The share link as a friend receives it: this page's origin plus the server's path. The server,
 * not the React router, answers /ref/{code}, so the origin must be the one serving the app.
 */
export function referralLink(origin: string, linkPath: string): string {
  return `${origin.replace(/\/+$/, '')}${linkPath.startsWith('/') ? linkPath : `/${linkPath}`}`;
}

export const TIER_STATUS_LABELS: Record<ReferralTier['status'], string> = {
  claimed: 'Claimed',
  next: 'Next',
  locked: 'Locked',
};

/** "1 referral" / "3 referrals". */
export function referralsLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'referral' : 'referrals'}`;
}
