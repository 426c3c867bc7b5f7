/**
 * The trend predictor's scoring (docs/product.md "Trend predictor": deterministic scoring over a
 * built-in platform knowledge base and the owner's own channel results). Pure: the same knowledge
 * base and channel data always give the same answer. No randomness, no language model.
 *
 * 1. Owner score per platform (0-100): 40% its share of visits (against the busiest platform) and
 *    60% its conversion rate (against the best platform), the rate smoothed towards the overall rate
 *    by PRIOR_SESSIONS so one lucky visit does not top the list. A platform the owner has no visits
 *    from has no owner score; its blend uses the neutral NO_DATA_OWNER_SCORE (no evidence is
 *    neither good nor bad evidence), and its low confidence says so.
 * 2. Owner weight: how much of the final score comes from the owner's results; grows linearly with
 *    the platforms' sessions up to MAX_OWNER_WEIGHT at FULL_DATA_SESSIONS (0 without data).
 * 3. Per topic: engagement = base engagement blended with the owner score; trending = the knowledge
 *    base's trend score moved by the platform's last-7-days momentum; rank = 60% engagement + 40%
 *    trending. Each platform's best topic first, then the next best up to TREND_PREDICTIONS_MAX.
 * 4. Posting times: the knowledge base's candidates, re-ordered by the owner's visits from that
 *    platform in the same hour of day.
 */
import {
  SCHEDULE_TIMES_MAX,
  TREND_PLATFORMS,
  TREND_PREDICTIONS_MAX,
  type ChannelResult,
  type TrendKnowledgeBase,
  type TrendPlatform,
  type TrendPrediction,
  type TrendResponse,
  type TrendTopic,
} from '../../../../shared/contracts/trends';
import type { ChannelData } from './repository';

export const MAX_OWNER_WEIGHT = 0.5;
export const FULL_DATA_SESSIONS = 200;
export const PRIOR_SESSIONS = 20;
/** What an untried platform counts as in the blend: the middle of the owner scale. */
export const NO_DATA_OWNER_SCORE = 50;
/** Confidence: BASE_CONFIDENCE with no sessions, rising to BASE + DATA_CONFIDENCE at CONFIDENT_SESSIONS. */
export const BASE_CONFIDENCE = 40;
export const DATA_CONFIDENCE = 55;
export const CONFIDENT_SESSIONS = 100;
/** Trending points a doubling (or halving to nothing) of last week's visits adds (removes), at full owner weight. */
export const MOMENTUM_POINTS = 25;
const VISIT_SHARE = 0.4;
const RATE_SHARE = 0.6;
const ENGAGEMENT_RANK = 0.6;
const TRENDING_RANK = 0.4;
const INSIGHT_LIST_MAX = 3;
const RECENT_DAYS = 7;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

interface PlatformFacts extends ChannelResult {
  demoRows: number;
}

export interface ScoreInput {
  kb: TrendKnowledgeBase;
  data: ChannelData;
  windowDays: number;
  /** Only these platforms are predicted (all by default); the owner scores always compare all. */
  platforms?: readonly TrendPlatform[];
  now: number;
  lastAnalyzedAt: number | null;
}

/** Which platform a channel name belongs to (the knowledge base lists each platform's channel names). */
export function platformOfChannel(kb: TrendKnowledgeBase, channel: string): TrendPlatform | undefined {
  const name = channel.trim().toLowerCase();
  return TREND_PLATFORMS.find((p) => kb.platforms[p].channels.includes(name));
}

function topicRank(engagement: number, trending: number): number {
  return ENGAGEMENT_RANK * engagement + TRENDING_RANK * trending;
}

/** The owner's results per platform and the weight they get. */
export function platformFacts(kb: TrendKnowledgeBase, data: ChannelData, windowDays: number) {
  const raw = new Map<TrendPlatform, { sessions: number; recent: number; conversions: number; demoRows: number }>(
    TREND_PLATFORMS.map((p) => [p, { sessions: 0, recent: 0, conversions: 0, demoRows: 0 }]),
  );
  let otherSessions = 0;
  let otherDemoRows = 0;
  for (const row of data.channels) {
    const platform = platformOfChannel(kb, row.channel);
    if (!platform) {
      otherSessions += row.sessions;
      otherDemoRows += row.demoRows;
      continue;
    }
    const r = raw.get(platform)!;
    r.sessions += row.sessions;
    r.recent += row.recentSessions;
    r.conversions += row.conversions;
    r.demoRows += row.demoRows;
  }
  const totalSessions = [...raw.values()].reduce((n, r) => n + r.sessions, 0);
  const totalConversions = [...raw.values()].reduce((n, r) => n + r.conversions, 0);
  const overallRate = totalSessions > 0 ? totalConversions / totalSessions : 0;
  const smoothed = (r: { sessions: number; conversions: number }) => (r.conversions + overallRate * PRIOR_SESSIONS) / (r.sessions + PRIOR_SESSIONS);
  const maxSessions = Math.max(0, ...[...raw.values()].map((r) => r.sessions));
  const maxRate = Math.max(0, ...[...raw.values()].filter((r) => r.sessions > 0).map(smoothed));
  const ownerWeight = round2(MAX_OWNER_WEIGHT * Math.min(1, totalSessions / FULL_DATA_SESSIONS));

  const facts = new Map<TrendPlatform, PlatformFacts>();
  for (const platform of TREND_PLATFORMS) {
    const r = raw.get(platform)!;
    const visitNorm = maxSessions > 0 ? r.sessions / maxSessions : 0;
    const rateNorm = maxRate > 0 ? smoothed(r) / maxRate : 0;
    const expectedWeek = (r.sessions * RECENT_DAYS) / windowDays;
    facts.set(platform, {
      platform,
      sessions: r.sessions,
      conversions: r.conversions,
      conversionRate: r.sessions > 0 ? round2((r.conversions / r.sessions) * 100) : 0,
      momentum: r.sessions > 0 ? round2(r.recent / expectedWeek) : null,
      ownerScore: r.sessions > 0 ? round1(100 * (VISIT_SHARE * visitNorm + RATE_SHARE * rateNorm)) : null,
      knowledgeBaseScore: round1(Math.max(...kb.platforms[platform].topics.map((t) => topicRank(t.baseEngagement, t.trendScore)))),
      demoRows: r.demoRows,
    });
  }
  return { facts, ownerWeight, totalSessions, totalConversions, otherSessions, otherDemoRows };
}

/** "HH:MM" -> hour of day. */
const hourOf = (time: string) => Number(time.slice(0, 2));

/** The knowledge base's posting times for a platform, re-ordered by the owner's visits in each hour. */
export function postingTimes(kb: TrendKnowledgeBase, data: ChannelData, platform: TrendPlatform, ownerWeight: number): string[] {
  const candidates = kb.platforms[platform].postingTimes;
  const visitsByHour = new Map<number, number>();
  for (const row of data.hours) {
    if (platformOfChannel(kb, row.channel) !== platform) continue;
    visitsByHour.set(row.hour, (visitsByHour.get(row.hour) ?? 0) + row.sessions);
  }
  const visits = candidates.map((t) => visitsByHour.get(hourOf(t)) ?? 0);
  const maxVisits = Math.max(0, ...visits);
  const n = candidates.length;
  return candidates
    .map((time, i) => ({ time, i, score: (1 - ownerWeight) * ((n - i) / n) + ownerWeight * (maxVisits > 0 ? visits[i]! / maxVisits : 0) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, SCHEDULE_TIMES_MAX)
    .map((s) => s.time);
}

export function scheduleMap(kb: TrendKnowledgeBase, data: ChannelData, windowDays: number, platforms: readonly TrendPlatform[] = TREND_PLATFORMS) {
  const { ownerWeight, facts, otherDemoRows } = platformFacts(kb, data, windowDays);
  const schedule: Partial<Record<TrendPlatform, string[]>> = {};
  for (const p of platforms) schedule[p] = postingTimes(kb, data, p, ownerWeight);
  const demoRows = [...facts.values()].reduce((n, f) => n + f.demoRows, otherDemoRows);
  return { schedule, ownerWeight, demoRows };
}

interface Candidate {
  platform: TrendPlatform;
  topic: TrendTopic;
  order: number;
  engagement: number;
  trending: number;
  rank: number;
}

/** The whole trend response (the caller adds nothing but what it was given). */
export function scoreTrends(input: ScoreInput): TrendResponse {
  const { kb, data, windowDays, now, lastAnalyzedAt } = input;
  const platforms = TREND_PLATFORMS.filter((p) => !input.platforms || input.platforms.includes(p));
  const { facts, ownerWeight, totalSessions, totalConversions, otherSessions, otherDemoRows } = platformFacts(kb, data, windowDays);
  const times = new Map(platforms.map((p) => [p, postingTimes(kb, data, p, ownerWeight)]));

  const candidates: Candidate[] = [];
  let order = 0;
  for (const platform of platforms) {
    const f = facts.get(platform)!;
    for (const topic of kb.platforms[platform].topics) {
      const engagement = round1((1 - ownerWeight) * topic.baseEngagement + ownerWeight * (f.ownerScore ?? NO_DATA_OWNER_SCORE));
      const momentumShift = f.momentum === null ? 0 : clamp(f.momentum - 1, -1, 1);
      const trending = round1(clamp(topic.trendScore + (ownerWeight / MAX_OWNER_WEIGHT) * momentumShift * MOMENTUM_POINTS, 0, 100));
      candidates.push({ platform, topic, order: order++, engagement, trending, rank: topicRank(engagement, trending) });
    }
  }
  const byRank = (a: Candidate, b: Candidate) => b.rank - a.rank || a.order - b.order;
  candidates.sort(byRank);
  // Each platform's best topic first (so every platform asked for is represented), then the rest.
  const chosen: Candidate[] = [];
  for (const platform of platforms) {
    const best = candidates.find((c) => c.platform === platform);
    if (best) chosen.push(best);
  }
  for (const c of candidates) if (!chosen.includes(c)) chosen.push(c);
  const top = chosen.slice(0, TREND_PREDICTIONS_MAX).sort(byRank);

  const predictions: TrendPrediction[] = top.map((c) => {
    const f = facts.get(c.platform)!;
    return {
      platform: c.platform,
      sentiment: c.topic.sentiment,
      topic: c.topic.topic,
      engagementScore: c.engagement,
      trendingScore: c.trending,
      optimalPostTime: times.get(c.platform)![0]!,
      predictedReach: Math.round((kb.platforms[c.platform].baseReach * c.engagement) / 50),
      keywords: c.topic.keywords,
      hashtags: c.topic.hashtags,
      confidence: Math.round(BASE_CONFIDENCE + DATA_CONFIDENCE * Math.min(1, f.sessions / CONFIDENT_SESSIONS)),
    };
  });
  const lead = top[0]!;
  const leadPrediction = predictions[0]!;

  const label = (c: Candidate) => `${c.topic.topic}`;
  const emerging = candidates.filter((c) => c.topic.momentum === 'rising').sort((a, b) => b.trending - a.trending || a.order - b.order);
  const declining = candidates.filter((c) => c.topic.momentum === 'declining').sort((a, b) => a.trending - b.trending || a.order - b.order);

  const demoRows = [...facts.values()].reduce((n, f) => n + f.demoRows, otherDemoRows);
  const channels: ChannelResult[] = platforms.map((p) => {
    const { demoRows: _demo, ...result } = facts.get(p)!;
    return result;
  });

  return {
    recommendedStrategy: {
      primaryPlatform: lead.platform,
      bestPostTime: leadPrediction.optimalPostTime,
      expectedEngagement: leadPrediction.engagementScore,
      suggestedContent: lead.topic.contentIdea,
      confidenceLevel: leadPrediction.confidence,
    },
    predictions,
    marketInsights: {
      topTrends: top.slice(0, INSIGHT_LIST_MAX).map(label),
      emergingTopics: emerging.slice(0, INSIGHT_LIST_MAX).map(label),
      decliningTopics: declining.slice(0, INSIGHT_LIST_MAX).map(label),
      competitorActivity: platforms.map((p) => ({ platform: p, ...kb.platforms[p].competitorActivity })),
    },
    timestamp: now,
    method: methodSentence(kb.version, ownerWeight, totalSessions, totalConversions, windowDays, demoRows > 0),
    basedOn: { windowDays, from: data.from, to: data.to, channels, totalSessions, totalConversions, otherSessions, ownerWeight },
    lastAnalyzedAt,
    includesDemoData: demoRows > 0,
  };
}

export function methodSentence(version: string, ownerWeight: number, sessions: number, conversions: number, windowDays: number, demo: boolean): string {
  if (sessions === 0) {
    return `Deterministic scoring from the built-in platform knowledge base (version ${version}) only: no visits came from these platforms in the last ${windowDays} days, so your own results did not change the scores; no language model is involved.`;
  }
  return (
    `Deterministic scoring: the built-in platform knowledge base (version ${version}) weighted ${Math.round(ownerWeight * 100)}% by your own ` +
    `${sessions} ${sessions === 1 ? 'visit' : 'visits'} and ${conversions} ${conversions === 1 ? 'purchase' : 'purchases'} per platform over the last ${windowDays} days` +
    `${demo ? ' (demo rows included)' : ''}; no language model is involved.`
  );
}
