/**
 * The strategy cards of /convert (docs/product.md "Campaign tools"): each starts active,
 * recommended or ready (STRATEGY_START) and activating one marks it running, which the server keeps
 * (kind 'strategy', final).
 */
import {
  CAMPAIGN_STATUSES,
  FINAL_CAMPAIGN_STATUSES,
  STRATEGY_START,
  type CampaignStateResponse,
} from '../../../../../shared/contracts/campaigns';
import type { FunnelMetricsResponse } from '../../../../../shared/contracts/dashboards';

export type StrategyStatus = (typeof CAMPAIGN_STATUSES.strategy)[number];
const STATUSES: readonly string[] = CAMPAIGN_STATUSES.strategy;

export const STRATEGY_IDS = Object.keys(STRATEGY_START);

export const STRATEGY_STATUS_LABELS: Record<StrategyStatus, string> = {
  active: 'Active',
  recommended: 'Recommended',
  ready: 'Ready',
  running: 'Running',
};

export interface Strategy {
  title: string;
  description: string;
  /** The funnel stage it works on, shown on the card. */
  stage: string;
}

export const STRATEGIES: Record<string, Strategy> = {
  'exit-intent-offer': {
    title: 'Exit-intent offer',
    description: 'A visitor about to leave sees the first-month discount once.',
    stage: 'Visitors',
  },
  'social-proof': {
    title: 'Social proof',
    description: 'Testimonials and savings stories next to the pricing cards.',
    stage: 'Pricing views',
  },
  'urgency-countdown': {
    title: 'Urgency countdown',
    description: 'A visible deadline on the beta price for visitors who viewed pricing.',
    stage: 'Checkout starts',
  },
  'abandoned-checkout-email': {
    title: 'Abandoned checkout email',
    description: 'A reminder to visitors who left their email and started checkout without paying.',
    stage: 'Conversions',
  },
  'referral-boost': {
    title: 'Referral boost',
    description: 'Remind new customers of the referral reward right after they pay.',
    stage: 'Visitors',
  },
  'annual-discount': {
    title: 'Annual plan discount',
    description: 'Offer the annual plan at checkout to customers choosing monthly.',
    stage: 'Conversions',
  },
};

/** The stored status, else the strategy's starting status. */
export function strategyStatus(state: CampaignStateResponse | undefined, id: string): StrategyStatus {
  const stored = state?.items.find((i) => i.kind === 'strategy' && i.itemId === id)?.status;
  if (stored !== undefined && STATUSES.includes(stored)) return stored as StrategyStatus;
  return STRATEGY_START[id] ?? 'ready';
}

export const isRunning = (status: StrategyStatus) => status === FINAL_CAMPAIGN_STATUSES.strategy;

/** The funnel step that loses the largest share of its visitors (null when nobody was lost). */
export function biggestDropoff(funnel: Pick<FunnelMetricsResponse, 'dropoffPoints'>): FunnelMetricsResponse['dropoffPoints'][number] | null {
  let worst: FunnelMetricsResponse['dropoffPoints'][number] | null = null;
  for (const point of funnel.dropoffPoints) {
    if (point.lost > 0 && (worst === null || point.dropoffRate > worst.dropoffRate)) worst = point;
  }
  return worst;
}
