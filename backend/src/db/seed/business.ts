/**
 * Demo business savings accounts (commitment devices): the accounts, their default guidelines, weekly
 * contributions and the violations for weeks that fell short, consistent with the weekly check rule
 * (DESIGN "Business savings accounts").
 */
import businessJson from '../../../../resources/demo/business.json';
import { DEMO_USER_ID } from '../../../../shared/constants';
import type { businessAccounts, businessTransactions, guidelineViolations, savingsGuidelines } from '../schema';
import { demoHash, demoId } from './random';
import { DAY_MS, isoDate, WEEK_MS } from '../../../../shared/dates';

export type BusinessAccountRow = typeof businessAccounts.$inferInsert;
export type GuidelineRow = typeof savingsGuidelines.$inferInsert;
export type BusinessTransactionRow = typeof businessTransactions.$inferInsert;
export type ViolationRow = typeof guidelineViolations.$inferInsert;

interface BusinessConfig {
  guidelines: { key: string; title: string; description: string; penaltyAmountCents: number }[];
  accounts: {
    key: string;
    businessName: string;
    targetAmountCents: number;
    weeklyContributionCents: number;
    status: string;
    startedDaysAgo: number;
    targetWeeks: number;
    /** 'all' = every week up to the current one; a number = the first n weeks. */
    contributionWeeks: 'all' | number;
    missedWeeks: number[];
    paidViolationWeeks: number[];
    extraContributions: { week: number; amountCents: number; description: string }[];
  }[];
}

const BUSINESS = businessJson as BusinessConfig;
const HOUR_MS = 3_600_000;

export interface BusinessData {
  accounts: BusinessAccountRow[];
  guidelines: GuidelineRow[];
  transactions: BusinessTransactionRow[];
  violations: ViolationRow[];
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function buildBusinessData(anchor: number): BusinessData {
  const data: BusinessData = { accounts: [], guidelines: [], transactions: [], violations: [] };

  for (const cfg of BUSINESS.accounts) {
    const accountId = demoId(`business/${cfg.key}`);
    const start = anchor - cfg.startedDaysAgo * DAY_MS;
    const weekStart = (n: number) => start + n * WEEK_MS;
    /** Index of the week the anchor falls in (not yet complete). */
    const currentWeek = Math.floor((anchor - start) / WEEK_MS);

    const guidelineIds = new Map<string, string>();
    for (const g of BUSINESS.guidelines) {
      const id = demoId(`business/${cfg.key}/guideline/${g.key}`);
      guidelineIds.set(g.key, id);
      data.guidelines.push({
        id,
        businessAccountId: accountId,
        title: g.title,
        description: g.description,
        penaltyAmountCents: g.penaltyAmountCents,
        isActive: true,
        createdAt: start,
      });
    }

    let current = 0;
    const lastWeek = cfg.contributionWeeks === 'all' ? currentWeek : cfg.contributionWeeks - 1;
    for (let week = 0; week <= lastWeek; week++) {
      const at = weekStart(week) + 3 * HOUR_MS;
      if (cfg.missedWeeks.includes(week) || at > anchor) continue;
      current += cfg.weeklyContributionCents;
      data.transactions.push({
        id: demoId(`business/${cfg.key}/contribution/${week}`),
        businessAccountId: accountId,
        amountCents: cfg.weeklyContributionCents,
        type: 'contribution',
        description: `Weekly contribution (week ${week + 1})`,
        stripeTransactionId: `demo_pi_${demoHash(`business/${cfg.key}/contribution/${week}`).slice(0, 24)}`,
        createdAt: at,
      });
    }
    for (const extra of cfg.extraContributions) {
      const at = weekStart(extra.week) + 2 * DAY_MS;
      if (at > anchor) continue;
      current += extra.amountCents;
      data.transactions.push({
        id: demoId(`business/${cfg.key}/extra/${extra.week}`),
        businessAccountId: accountId,
        amountCents: extra.amountCents,
        type: 'contribution',
        description: extra.description,
        stripeTransactionId: `demo_pi_${demoHash(`business/${cfg.key}/extra/${extra.week}`).slice(0, 24)}`,
        createdAt: at,
      });
    }

    const weekly = BUSINESS.guidelines.find((g) => g.key === 'weekly');
    for (const week of cfg.missedWeeks.filter((w) => w < currentWeek)) {
      const ended = weekStart(week + 1);
      const paid = cfg.paidViolationWeeks.includes(week);
      data.violations.push({
        id: demoId(`business/${cfg.key}/violation/${week}`),
        businessAccountId: accountId,
        guidelineId: guidelineIds.get('weekly') ?? null,
        violationDate: isoDate(ended),
        penaltyAmountCents: weekly?.penaltyAmountCents ?? 0,
        reason: `Week ${week + 1} (${isoDate(weekStart(week))} to ${isoDate(ended - DAY_MS)}): contributed $0.00 of the ${dollars(cfg.weeklyContributionCents)} weekly amount.`,
        stripeChargeId: paid ? `demo_ch_${demoHash(`business/${cfg.key}/violation/${week}`).slice(0, 24)}` : null,
        processed: paid,
        createdAt: ended + HOUR_MS,
      });
    }

    const status = cfg.status === 'active' && current >= cfg.targetAmountCents ? 'completed' : cfg.status;
    data.accounts.push({
      id: accountId,
      userId: DEMO_USER_ID,
      businessName: cfg.businessName,
      targetAmountCents: cfg.targetAmountCents,
      currentAmountCents: current,
      weeklyContributionCents: cfg.weeklyContributionCents,
      status,
      startDate: start,
      targetDate: isoDate(start + cfg.targetWeeks * WEEK_MS),
      stripeSubscriptionId: null,
      statusChangedAt: null,
      createdAt: start,
    });
  }
  return data;
}
