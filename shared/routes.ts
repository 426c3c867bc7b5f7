/**
 * Every path of both spec route tables, each mapped to the screen that serves it. Aliases name the
 * same screen. The renderer's router and the server's SPA fallback both read this list.
 */
export const SCREENS = {
  landing: ['/'],
  subscriptions: ['/subscriptions'],
  onboarding: ['/onboarding'],
  checkout: ['/checkout'],
  paymentSuccess: ['/payment-success'],
  dashboard: ['/dashboard'],
  mobile: ['/mobile'],
  transactions: ['/transactions'],
  accounts: ['/accounts'],
  business: ['/business'],
  creditScore: ['/credit-score'],
  aiCoach: ['/ai-coach'],
  metaverse: ['/metaverse'],
  pricing: ['/pricing'],
  beta: ['/beta', '/beta-signup'],
  referral: ['/referral'],
  enterprise: ['/enterprise'],
  blog: ['/blog'],
  launch: ['/launch', '/launch-campaign'],
  trafficGuide: ['/traffic'],
  share: ['/share'],
  conversionCommand: ['/convert', '/conversion', '/conversion-dashboard'],
  trafficExecutor: ['/execute', '/traffic-executor'],
  trafficDashboard: ['/traffic-dashboard'],
  analytics: ['/analytics', '/analytics-dashboard'],
  liveCampaign: ['/live', '/live-campaign-tracker'],
  realTimeConversions: ['/conversions', '/real-time-conversions'],
  campaignExecutor: ['/go', '/campaign-executor'],
  masterActivation: ['/master-activation'],
  marketingTrends: ['/marketing-trends', '/trends'],
  viral: ['/viral'],
  gamification: ['/gamification', '/rewards'],
  conversionFunnel: ['/conversion-funnel', '/funnel'],
  billing: ['/billing'],
  success: ['/success'],
  offers: ['/offers'],
  bills: ['/bills'],
  terms: ['/legal/terms'],
  privacy: ['/legal/privacy'],
  settings: ['/settings'],
  members: ['/members'],
  billsDesk: ['/bills-desk'],
} as const satisfies Record<string, readonly string[]>;

export type ScreenId = keyof typeof SCREENS;

/**
 * The owner's command centre (growth spec: dashboards and campaign tools). Their page views are not
 * recorded: the owner watching the dashboards is not traffic.
 */
export const OWNER_SCREENS = [
  'analytics',
  'trafficDashboard',
  'liveCampaign',
  'realTimeConversions',
  'conversionFunnel',
  'launch',
  'trafficGuide',
  'share',
  'conversionCommand',
  'trafficExecutor',
  'campaignExecutor',
  'masterActivation',
  'marketingTrends',
  'members',
  'billsDesk',
] as const satisfies readonly ScreenId[];
export const OWNER_SCREEN_PATHS: ReadonlySet<string> = new Set(OWNER_SCREENS.flatMap((id) => SCREENS[id]));

export const ALL_APP_PATHS: readonly string[] = Object.values(SCREENS).flat();

/** Paths the landing page links to, defined once. */
export const PATHS = {
  home: '/',
  mobile: '/mobile',
  transactions: '/transactions',
  accounts: '/accounts',
  creditScore: '/credit-score',
  aiCoach: '/ai-coach',
  metaverse: '/metaverse',
  blog: '/blog',
  referral: '/referral',
  pricing: '/pricing',
  masterActivation: '/master-activation',
  launchCampaign: '/launch-campaign',
  subscriptions: '/subscriptions',
  dashboard: '/dashboard',
} as const;
