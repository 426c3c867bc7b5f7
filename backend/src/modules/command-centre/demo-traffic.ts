/**
 * The demo visitor traffic's inputs (resources/demo/traffic.json): marketing channels and their
 * weights, landing pages, funnel rates, user agents and financial goals. The demo seed draws the 30
 * seeded days from them and the live demo activity (demo-activity.ts) its new visitors.
 */
import trafficJson from '../../../../resources/demo/traffic.json';

export interface TrafficChannel {
  utmSource: string | null;
  utmMedium: string | null;
  campaigns: (string | null)[];
  terms: (string | null)[];
  referrer: string | null;
  weight: number;
  intent: number;
}

export interface TrafficConfig {
  days: number;
  sessionsPerDay: number[];
  returningVisitorShare: number;
  channels: TrafficChannel[];
  landingPages: { path: string; weight: number }[];
  rates: {
    pricing: number;
    subscriptions: number;
    checkout: number;
    purchase: number;
    businessPlan: number;
    betaSignup: number;
  };
  userAgents: string[];
  financialGoals: string[];
}

export const TRAFFIC = trafficJson as TrafficConfig;
