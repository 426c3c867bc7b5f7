/**
 * The launch plan /go runs (docs/product.md "Campaign tools", Campaign executor): what is still to
 * do (launch campaigns still ready, post templates not yet posted) and the totals, all from the
 * stored campaign state, and "launch all", which marks the ready campaigns launched one after
 * another.
 */
import {
  ALL_LAUNCH_CAMPAIGN_IDS,
  FINAL_CAMPAIGN_STATUSES,
  LAUNCH_CAMPAIGN_IDS,
  POST_TEMPLATE_IDS,
  type CampaignKind,
  type CampaignStateResponse,
} from '../../../../../shared/contracts/campaigns';

export type LaunchCampaignId = (typeof ALL_LAUNCH_CAMPAIGN_IDS)[number];
export type PostTemplateId = (typeof POST_TEMPLATE_IDS)[number];

/** Short names for the plan's lists (the full cards live on /launch and /execute). */
export const CAMPAIGN_NAMES: Record<LaunchCampaignId, string> = {
  'twitter-launch-week': 'Twitter/X launch week',
  'linkedin-founder-post': 'LinkedIn founder post',
  'facebook-community': 'Facebook community posts',
  'email-waitlist': 'Waitlist invitation email',
  'email-newsletter-swap': 'Newsletter swap',
  'blog-forgotten-subscriptions': 'Blog: the forgotten-subscription audit',
  'youtube-demo': 'YouTube demo',
  'reddit-ama': 'Reddit AMA',
  'indie-hackers': 'Indie Hackers post',
  'hacker-news': 'Show HN',
};
export const TEMPLATE_NAMES: Record<PostTemplateId, string> = {
  'twitter-thread': 'Twitter/X thread',
  'twitter-launch': 'Twitter/X launch post',
  'linkedin-story': 'LinkedIn founder story',
  'reddit-personalfinance': 'Reddit r/personalfinance discussion',
  'email-friends': 'Email to friends and family',
  'facebook-groups': 'Facebook Groups post',
  'product-hunt': 'Product Hunt launch',
};

export const CAMPAIGN_TAB_OF: Record<LaunchCampaignId, string> = Object.fromEntries(
  Object.entries(LAUNCH_CAMPAIGN_IDS).flatMap(([tab, ids]) => ids.map((id) => [id, tab])),
) as Record<LaunchCampaignId, string>;

const stored = (state: CampaignStateResponse | undefined, kind: CampaignKind, id: string) =>
  state?.items.find((i) => i.kind === kind && i.itemId === id)?.status;

export const isLaunched = (state: CampaignStateResponse | undefined, id: string) =>
  stored(state, 'launch_campaign', id) === FINAL_CAMPAIGN_STATUSES.launch_campaign;
export const isPosted = (state: CampaignStateResponse | undefined, id: string) =>
  stored(state, 'post_template', id) === FINAL_CAMPAIGN_STATUSES.post_template;

export interface PlanSummary {
  readyCampaigns: LaunchCampaignId[];
  unpostedTemplates: PostTemplateId[];
  campaignsLaunched: number;
  templatesPosted: number;
  strategiesRunning: number;
}

export function planSummary(state: CampaignStateResponse | undefined): PlanSummary {
  const readyCampaigns = ALL_LAUNCH_CAMPAIGN_IDS.filter((id) => !isLaunched(state, id));
  const unpostedTemplates = POST_TEMPLATE_IDS.filter((id) => !isPosted(state, id));
  return {
    readyCampaigns,
    unpostedTemplates,
    campaignsLaunched: ALL_LAUNCH_CAMPAIGN_IDS.length - readyCampaigns.length,
    templatesPosted: POST_TEMPLATE_IDS.length - unpostedTemplates.length,
    strategiesRunning: (state?.items ?? []).filter((i) => i.kind === 'strategy' && i.status === FINAL_CAMPAIGN_STATUSES.strategy).length,
  };
}

export type LaunchOutcome = { ok: true; launched: number } | { ok: false; launched: number; failedId: string; error: unknown };

/**
 * Launches each id in turn, waiting for one before the next, and reports the count after each.
 * An id the server already holds as launched (`isAlreadyLaunched(error)`, its 409) counts as done;
 * any other failure stops the run there.
 */
export async function launchInTurn(
  ids: readonly string[],
  launchOne: (id: string) => Promise<unknown>,
  onProgress: (done: number) => void,
  isAlreadyLaunched: (error: unknown) => boolean,
): Promise<LaunchOutcome> {
  let done = 0;
  for (const id of ids) {
    try {
      await launchOne(id);
    } catch (error) {
      if (!isAlreadyLaunched(error)) return { ok: false, launched: done, failedId: id, error };
    }
    done += 1;
    onProgress(done);
  }
  return { ok: true, launched: done };
}
