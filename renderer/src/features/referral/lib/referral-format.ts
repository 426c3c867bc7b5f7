import type { ReferralTier } from '../../../../../shared/contracts/referral';

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

/** The line under the Next Reward stat: how many friends are still missing, or that all are reached. */
export function nextRewardHint(next: { remaining: number } | null): string {
  if (!next) return 'Every reward tier reached';
  return `${referralsLabel(next.remaining)} to go`;
}

/** The part of navigator.clipboard this screen uses, so the copy can be tested without a browser. */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

/**
 * Writes the text to the clipboard; false when the browser refuses (no permission, no secure
 * context, no clipboard at all), so the screen can offer the manual way instead.
 */
export async function copyText(text: string, clipboard: ClipboardWriter | undefined): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
