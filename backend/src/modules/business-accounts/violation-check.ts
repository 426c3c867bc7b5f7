/**
 * The commitment device's weekly check (docs/product.md "Business savings"): for every active
 * account, each week that has fully passed since it started (or was last resumed) and fell short
 * of the weekly contribution gets one Pending violation. Week n runs from startDate + 7n days for
 * 7 days and the violation is dated the day the week ended. The unique index on (account,
 * guideline, date) makes the check idempotent: run it twice, or after a restart, and nothing doubles.
 */
import type { BusinessRepository } from './repository';
import { isoDate, WEEK_MS } from '../../../../shared/dates';

const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function runViolationCheck(repo: BusinessRepository, now: number): number {
  let recorded = 0;
  for (const account of repo.activeAccounts()) {
    const guideline = repo.weeklyGuideline(account.id);
    if (!guideline) continue;
    const checkedFrom = account.statusChangedAt ?? account.startDate;
    for (let weekStart = account.startDate; weekStart + WEEK_MS <= now; weekStart += WEEK_MS) {
      const weekEnd = weekStart + WEEK_MS;
      // Weeks that ended before the account was (re)activated belong to a pause: not checked.
      if (weekEnd <= checkedFrom) continue;
      const contributed = repo.contributedBetween(account.id, weekStart, weekEnd);
      if (contributed >= account.weeklyContributionCents) continue;
      const isNew = repo.recordViolation({
        accountId: account.id,
        guidelineId: guideline.id,
        date: isoDate(weekEnd),
        penaltyCents: guideline.penaltyAmountCents,
        reason: `Week of ${isoDate(weekStart)}: contributed ${usd(contributed)} of the ${usd(account.weeklyContributionCents)} weekly commitment`,
        now,
      });
      if (isNew) recorded += 1;
    }
  }
  return recorded;
}
