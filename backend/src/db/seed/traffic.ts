/**
 * Demo visitor traffic over the 30 days before the anchor: sessions arriving from marketing channels,
 * page views along the funnel (/ -> /pricing -> /checkout -> /payment-success), and the conversions
 * (plan purchases and beta signups) they end in. Every row is marked source 'demo'; visitors' IP
 * fields hold a hash, never an address.
 *
 * Event vocabulary: 'page_view' {path, plan?}; 'begin_checkout' {path, plan};
 * 'purchase' {path, plan, value (dollars), currency}; 'beta_signup' {path, financialGoal}.
 * Conversion types: 'purchase' (tier pro|business, valueCents = the monthly price) and 'beta_signup'.
 */
import { planPriceCents } from '../../../../shared/plans';
import type { analyticsEvents, conversionEvents, userSessions } from '../schema';
import { stageOfPath, TRAFFIC } from '../../modules/command-centre/service';
import { createRng, demoHash, demoId, type Rng } from './random';
import { DAY_MS } from '../../../../shared/dates';

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;
export type ConversionEventRow = typeof conversionEvents.$inferInsert;
export type UserSessionRow = typeof userSessions.$inferInsert;

/** Monthly plan prices in cents (spec: Pro $9, Business $29). */

export interface TrafficData {
  sessions: UserSessionRow[];
  events: AnalyticsEventRow[];
  conversions: ConversionEventRow[];
}

interface Visitor {
  ipHash: string;
  userAgent: string;
}

export function buildTrafficData(anchor: number): TrafficData {
  const rng = createRng('traffic');
  const data: TrafficData = { sessions: [], events: [], conversions: [] };
  const visitors: Visitor[] = [];
  const [minSessions = 8, maxSessions = 16] = TRAFFIC.sessionsPerDay;

  for (let day = 0; day < TRAFFIC.days; day++) {
    const count = rng.int(minSessions, maxSessions);
    for (let n = 0; n < count; n++) {
      let visitor: Visitor;
      if (visitors.length > 0 && rng.chance(TRAFFIC.returningVisitorShare)) {
        visitor = rng.pick(visitors);
      } else {
        visitor = { ipHash: demoHash(`visitor/${visitors.length}`), userAgent: rng.pick(TRAFFIC.userAgents) };
        visitors.push(visitor);
      }
      // Starts somewhere in the 24 h window `day` days back, and at least 30 minutes before the anchor
      // so that the whole session lies in the past.
      const start = anchor - day * DAY_MS - rng.int(30 * 60_000, DAY_MS - 1);
      addSession(data, rng, `${day}/${n}`, start, visitor);
    }
  }
  return data;
}

function addSession(data: TrafficData, rng: Rng, key: string, start: number, visitor: Visitor) {
  const channel = rng.weighted(TRAFFIC.channels);
  const campaign = rng.pick(channel.campaigns);
  const term = rng.pick(channel.terms);
  const sessionId = `demo_${demoHash(`session/${key}`).slice(0, 24)}`;
  let at = start;
  let pageViews = 0;
  let eventIndex = 0;

  const emit = (event: string, properties: Record<string, unknown>) => {
    data.events.push({
      id: demoId(`event/${key}/${eventIndex++}`),
      userId: null,
      event,
      properties,
      sessionId,
      source: 'demo',
      utmSource: channel.utmSource,
      utmMedium: channel.utmMedium,
      utmCampaign: campaign,
      utmContent: null,
      utmTerm: term,
      referrer: channel.referrer,
      userAgent: visitor.userAgent,
      ipAddress: visitor.ipHash,
      timestamp: at,
    });
  };
  let funnelStage = 0;
  const view = (path: string, extra: Record<string, unknown> = {}) => {
    if (pageViews > 0) at += rng.int(8, 150) * 1000;
    pageViews += 1;
    funnelStage = Math.max(funnelStage, stageOfPath(path));
    emit('page_view', { path, ...extra });
  };
  const convert = (type: string, tier: 'pro' | 'business' | null, metadata: Record<string, unknown>) => {
    const hash = demoHash(`conversion/${key}`);
    data.conversions.push({
      id: demoId(`conversion/${key}`),
      userId: null,
      type,
      valueCents: tier ? planPriceCents(tier, 'month') : 0,
      tier,
      metadata: { sessionId, utmSource: channel.utmSource, utmCampaign: campaign, ...metadata },
      paymentSessionId: tier ? `cs_demo_${hash.slice(0, 24)}` : null,
      customerId: tier ? `cus_demo_${hash.slice(24, 38)}` : null,
      source: 'demo',
      timestamp: at,
      sessionId,
    });
  };
  const betaSignup = () => {
    const financialGoal = rng.pick(TRAFFIC.financialGoals);
    at += rng.int(20, 90) * 1000;
    emit('beta_signup', { path: '/beta', financialGoal });
    convert('beta_signup', null, { financialGoal });
  };

  const { rates } = TRAFFIC;
  const landing = rng.weighted(TRAFFIC.landingPages).path;
  view(landing);
  if (landing === '/beta') {
    if (rng.chance(rates.betaSignup * 6)) betaSignup();
  } else {
    const sawPricing = rng.chance(rates.pricing);
    if (sawPricing) view('/pricing');
    if (rng.chance(rates.subscriptions)) view('/subscriptions');
    if (sawPricing && rng.chance(Math.min(1, rates.checkout * channel.intent))) {
      const plan = rng.chance(rates.businessPlan) ? 'business' : 'pro';
      view('/checkout', { plan });
      emit('begin_checkout', { path: '/checkout', plan });
      if (rng.chance(Math.min(1, rates.purchase * channel.intent))) {
        view('/payment-success', { plan });
        emit('purchase', { path: '/payment-success', plan, value: planPriceCents(plan, 'month') / 100, currency: 'USD' });
        convert('purchase', plan, { plan });
      }
    } else if (rng.chance(rates.betaSignup)) {
      view('/beta');
      betaSignup();
    }
  }

  const end = at + rng.int(5, 60) * 1000;
  data.sessions.push({
    id: demoId(`session/${key}`),
    sessionId,
    userId: null,
    startTime: start,
    endTime: end,
    pageViews,
    funnelStage,
    durationMs: end - start,
    utmSource: channel.utmSource,
    utmMedium: channel.utmMedium,
    utmCampaign: campaign,
    referrer: channel.referrer,
    userAgent: visitor.userAgent,
    ipAddress: visitor.ipHash,
    source: 'demo',
  });
}
