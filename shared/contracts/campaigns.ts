import { z } from 'zod';

/**
 * Campaign state of the owner's campaign tools (docs/product.md "Campaign tools"): which post
 * templates were copied or posted, which launch campaigns were launched, which conversion
 * strategies run, which traffic-guide steps are done. Stored on the server (campaign_items) so it
 * survives a restart. The tools' texts live with their screens; the ids here are what the server
 * accepts.
 */

/** The seven post templates of /execute (Twitter/X twice, LinkedIn, Reddit, Email, Facebook Groups, Product Hunt). */
export const POST_TEMPLATE_IDS = [
  'twitter-thread',
  'twitter-launch',
  'linkedin-story',
  'reddit-personalfinance',
  'email-friends',
  'facebook-groups',
  'product-hunt',
] as const;
/** Campaigns of /launch, by tab. */
export const LAUNCH_TABS = ['social', 'email', 'content', 'forums'] as const;
export const LAUNCH_CAMPAIGN_IDS = {
  social: ['twitter-launch-week', 'linkedin-founder-post', 'facebook-community'],
  email: ['email-waitlist', 'email-newsletter-swap'],
  content: ['blog-forgotten-subscriptions', 'youtube-demo'],
  forums: ['reddit-ama', 'indie-hackers', 'hacker-news'],
} as const satisfies Record<(typeof LAUNCH_TABS)[number], readonly string[]>;
export const ALL_LAUNCH_CAMPAIGN_IDS = Object.values(LAUNCH_CAMPAIGN_IDS).flat();
/** Strategy cards of /convert and their starting status. */
export const STRATEGY_START: Record<string, 'active' | 'recommended' | 'ready'> = {
  'exit-intent-offer': 'active',
  'social-proof': 'active',
  'urgency-countdown': 'recommended',
  'abandoned-checkout-email': 'recommended',
  'referral-boost': 'ready',
  'annual-discount': 'ready',
};
/** The 7-day traffic guide's 20 checklist steps (/traffic). */
export const GUIDE_STEP_COUNT = 20;
export const GUIDE_STEP_IDS = Array.from({ length: GUIDE_STEP_COUNT }, (_, i) => `step-${i + 1}`);

/** Each kind's statuses, in order; a move may only go forward except on the guide (a checklist can be unticked). */
export const CAMPAIGN_STATUSES = {
  post_template: ['pending', 'copied', 'posted'],
  launch_campaign: ['ready', 'launched'],
  strategy: ['active', 'recommended', 'ready', 'running'],
  guide_step: ['todo', 'done'],
} as const;
export type CampaignKind = keyof typeof CAMPAIGN_STATUSES;
export const CAMPAIGN_KINDS = Object.keys(CAMPAIGN_STATUSES) as CampaignKind[];
export const CAMPAIGN_ITEM_IDS: Record<CampaignKind, readonly string[]> = {
  post_template: POST_TEMPLATE_IDS,
  launch_campaign: ALL_LAUNCH_CAMPAIGN_IDS,
  strategy: Object.keys(STRATEGY_START),
  guide_step: GUIDE_STEP_IDS,
};
/** Statuses the server keeps once set (the buttons that lead there are disabled afterwards). */
export const FINAL_CAMPAIGN_STATUSES: Record<CampaignKind, string | null> = {
  post_template: 'posted',
  launch_campaign: 'launched',
  strategy: 'running',
  guide_step: null,
};

export const campaignItemSchema = z.object({
  kind: z.enum(CAMPAIGN_KINDS as [CampaignKind, ...CampaignKind[]]),
  itemId: z.string(),
  status: z.string(),
  updatedAt: z.number().int(),
});
export type CampaignItem = z.infer<typeof campaignItemSchema>;

/** GET /api/marketing/campaign-state: every stored item (items never touched are absent: their starting status applies). */
export const campaignStateResponseSchema = z.object({ items: z.array(campaignItemSchema) });
export type CampaignStateResponse = z.infer<typeof campaignStateResponseSchema>;

/** PUT /api/marketing/campaign-state: set one item's status. 400 for an unknown id or status, 409 for a move back from a final status. */
export const setCampaignItemRequestSchema = z
  .object({ kind: z.enum(CAMPAIGN_KINDS as [CampaignKind, ...CampaignKind[]]), itemId: z.string().max(64), status: z.string().max(32) })
  .strict()
  .superRefine((v, ctx) => {
    if (!CAMPAIGN_ITEM_IDS[v.kind].includes(v.itemId)) ctx.addIssue({ code: 'custom', path: ['itemId'], message: `unknown ${v.kind} id` });
    if (!(CAMPAIGN_STATUSES[v.kind] as readonly string[]).includes(v.status)) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: `status must be one of ${CAMPAIGN_STATUSES[v.kind].join(', ')}` });
    }
  });
export type SetCampaignItemRequest = z.infer<typeof setCampaignItemRequestSchema>;
export const CAMPAIGN_ERROR_CODES = { finalStatus: 'campaign_status_final' } as const;

/** Copy and open-all timings (docs/product.md "Campaign tools"). */
export const COPIED_LABEL_MS = 2_000;
export const OPEN_ALL_SPACING_MS = 1_000;

/**
 * Master Activation (docs/product.md "Master activation"): five steps in order. Each calls a real
 * check; the deploy step reads GET /api/health, the others POST their endpoint. A check that fails
 * answers an error (the step shows failed with the server's message) and stops the run.
 */
export const ACTIVATION_STEPS = [
  { id: 'deploy', method: 'GET', path: '/api/health' },
  { id: 'marketing', method: 'POST', path: '/api/marketing/activate-all' },
  { id: 'traffic', method: 'POST', path: '/api/traffic/start-executor' },
  { id: 'analytics', method: 'POST', path: '/api/analytics/enable-tracking' },
  { id: 'revenue', method: 'POST', path: '/api/payments/activate' },
] as const;
export type ActivationStepId = (typeof ACTIVATION_STEPS)[number]['id'];
export const ACTIVATION_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;

/** What each POST activation check answers: what it verified, in a sentence. */
export const activationResultSchema = z.object({ ok: z.literal(true), detail: z.string() });
export type ActivationResult = z.infer<typeof activationResultSchema>;
export const ACTIVATION_ERROR_CODES = { paymentsNotConfigured: 'payments_not_configured' } as const;
