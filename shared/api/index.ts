/**
 * Every endpoint of the server, by module. The backend test walks this list against the routes the
 * server registers (each registered route comes from one of these declarations, and each
 * declaration is registered). The renderer imports the one module it needs, never this index.
 */
import type { Endpoint } from './endpoint';
import { analyticsApi } from './analytics';
import { authApi } from './auth';
import { bankingApi } from './banking';
import { betaApi } from './beta';
import { billsApi } from './bills';
import { blogApi } from './blog';
import { budgetApi } from './budget';
import { businessAccountsApi } from './business-accounts';
import { caseStudiesApi } from './case-studies';
import { coachApi } from './coach';
import { commandCentreApi } from './command-centre';
import { creditApi } from './credit';
import { dashboardApi } from './dashboard';
import { dataApi } from './data';
import { growthApi } from './growth';
import { healthApi } from './health';
import { ledgerApi } from './ledger';
import { marketingTrendsApi } from './marketing-trends';
import { metaverseApi } from './metaverse';
import { paymentsApi } from './payments';
import { referralApi } from './referral';
import { rewardsApi } from './rewards';
import { siteApi } from './site';
import { subscriptionsApi } from './subscriptions';
import { teamsApi } from './teams';
import { testClockApi } from './test-clock';
import { trustApi } from './trust';

export const API_MODULES = {
  analyticsApi,
  authApi,
  bankingApi,
  betaApi,
  billsApi,
  blogApi,
  budgetApi,
  businessAccountsApi,
  caseStudiesApi,
  coachApi,
  commandCentreApi,
  creditApi,
  dashboardApi,
  dataApi,
  growthApi,
  healthApi,
  ledgerApi,
  marketingTrendsApi,
  metaverseApi,
  paymentsApi,
  referralApi,
  rewardsApi,
  siteApi,
  subscriptionsApi,
  teamsApi,
  testClockApi,
  trustApi,
} as const;

/** Every declared endpoint, once. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(API_MODULES).flatMap((module) => Object.values(module) as Endpoint[]);
