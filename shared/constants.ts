/**
 * Business constants from the specification. One source of truth: the server and the renderer both
 * import from here, never retype a number or a label.
 */

/** The fixed demo user every demo-mode page is built around (docs/product.md "Identity and access"). */
export const DEMO_USER_ID = '00000000-0000-4000-8000-000000000001';
export const DEMO_USER = {
  id: DEMO_USER_ID,
  username: 'demo',
  email: 'demo@wealthdesk.local',
  firstName: 'Demo',
  lastName: 'User',
} as const;

/** The first-party analytics session id: in the body, or (as the app sends it) in this header. */
export const ANALYTICS_SESSION_HEADER = 'x-analytics-session';

export const BUDGET_MODES = ['ai-control', 'debt-mode', 'goal-mode', 'challenge-mode'] as const;
export type BudgetMode = (typeof BUDGET_MODES)[number];

export const ALLOCATION_KEYS = ['bills', 'debt', 'savings', 'spending', 'flexFund'] as const;
export type AllocationKey = (typeof ALLOCATION_KEYS)[number];

/** Percentages of income per allocation bucket, by mode (docs/product.md "Budgets"). Each row sums to 100. */
export const ALLOCATION_PERCENTAGES: Record<BudgetMode, Record<AllocationKey, number>> = {
  'ai-control': { bills: 40, debt: 20, savings: 25, spending: 10, flexFund: 5 },
  'debt-mode': { bills: 30, debt: 45, savings: 15, spending: 5, flexFund: 5 },
  'goal-mode': { bills: 35, debt: 15, savings: 40, spending: 5, flexFund: 5 },
  'challenge-mode': { bills: 40, debt: 20, savings: 30, spending: 5, flexFund: 5 },
};

/** How the institutional landing page names each mode. */
export const INSTITUTIONAL_MODE_LABELS: Record<BudgetMode, string> = {
  'ai-control': 'Conservative Institutional',
  'debt-mode': 'Growth-Focused Portfolio',
  'goal-mode': 'Target-Date Strategy',
  'challenge-mode': 'Aggressive Growth',
};

/** Card labels on the landing page, in the order of ALLOCATION_KEYS. */
export const INSTITUTIONAL_ALLOCATION_LABELS: Record<AllocationKey, string> = {
  bills: 'Fixed Income Securities',
  debt: 'Growth Equity',
  savings: 'Alternative Assets',
  spending: 'International Markets',
  flexFund: 'Cash & Liquidity',
};

export const INITIAL_CALCULATOR_INCOME = 4500;
export const INITIAL_CALCULATOR_MODE: BudgetMode = 'ai-control';

export const DEFAULT_CREDIT_SCORE = 580;
export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 850;

/**
 * Credit-score gain a month on each plan is projected to earn, before the 850 cap. Debt-first plans
 * lower utilisation fastest (FICO's "amounts owed", 30%), so they earn the most.
 */
export const CREDIT_PROJECTION_GAIN: Record<BudgetMode, number> = {
  'ai-control': 25,
  'debt-mode': 45,
  'goal-mode': 20,
  'challenge-mode': 30,
};

/** Landing page "expected annual return" = (projection - current) / 10 + this base, in percent. */
export const EXPECTED_RETURN_BASE_PERCENT = 8.5;

/** Largest monthly income the calculator accepts, in dollars: anything above is a typo, not a budget. */
export const MAX_MONTHLY_INCOME = 100_000_000;

export const DEFAULT_MONTHLY_SAVINGS_TARGET = 127;

/** Refresh intervals (ms) the spec states; queries without one never go stale. */
export const REFRESH = {
  businessAccounts: 30_000,
  bankAccounts: 30_000,
  bankTransactions: 60_000,
  creditScore: 5 * 60_000,
} as const;

/** At most one toast is visible at a time (docs/product.md "Messages"). */
export const MAX_VISIBLE_TOASTS = 1;

/** Origin of a stored row: demo rows come from the demo data generator and carry a visible badge. */
export const DATA_SOURCES = ['real', 'demo'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

export const SUBSCRIPTION_TIERS = ['free', 'pro', 'business'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Monthly equivalent of a charge billed at each frequency (subscriptions, bills). */
export const MONTHLY_FACTOR: Record<string, number> = {
  weekly: 52 / 12,
  biweekly: 26 / 12,
  monthly: 1,
  quarterly: 1 / 3,
  'semi-annual': 1 / 6,
  annual: 1 / 12,
  yearly: 1 / 12,
};

/**
 * The <meta name> a served page carries when the server runs in offline demo mode, so the demo
 * notice is in the first paint instead of pushing the screen down when GET /api/health answers.
 */
export const DEMO_MODE_META = 'wealth-desk-demo-mode';

/** The two faces of "/" (docs/product.md "Landing"), chosen by a site setting; institutional by default. */
export const LANDING_FACES = ['institutional', 'consumer'] as const;
export type LandingFace = (typeof LANDING_FACES)[number];
export const DEFAULT_LANDING_FACE: LandingFace = 'institutional';

/**
 * The <meta name> that carries "/"'s site settings (GET /api/site/settings' answer as JSON) in the
 * served page, so the landing page shows its face in the first paint instead of after a request.
 */
export const SITE_SETTINGS_META = 'wealth-desk-site-settings';

/**
 * The id of the JSON <script> a server-rendered page carries: the answers its markup shows, which
 * the browser puts in its query cache before hydrating (docs/architecture.md "Server-rendered first paint").
 */
export const SERVER_STATE_ELEMENT = 'wealth-desk-server-state';
/**
 * The attribute a server-rendered #root carries until the app has hydrated it: the browser's script
 * (renderer/src/main.tsx) holds clicks and keys inside it until then, and tests wait for it to go.
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** Hosted mode CSRF: the readable cookie the page sends back in this header (see docs/security.md). */
export const CSRF_COOKIE = 'wd_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Free plan limits (docs/product.md "Plan catalogue"): the first 5 subscriptions, 1 linked bank. */
export const FREE_PLAN_SUBSCRIPTIONS = 5;
export const FREE_PLAN_BANK_CONNECTIONS = 1;

/**
 * Bank categories that move money without spending it: pay, transfers between own accounts,
 * interest, and card payments (the spending was the card purchases themselves).
 */
export const NON_SPENDING_CATEGORIES = ['Transfer', 'Income', 'Interest', 'Credit Card Payment'] as const;

/**
 * The one horizon of the credit projection, shown by /credit-score and /dashboard alike
 * (docs/product.md "Credit score monitor").
 */
export const CREDIT_PROJECTION_MONTHS = 6;

/** Days ahead the Upcoming view of subscriptions covers. */
export const UPCOMING_DAYS = 30;

/** The `error.code` of every non-success /api answer (its body: shared/contracts/errors.ts). */
export const ERROR_CODES = {
  validation: 'validation_error',
  invalidJson: 'invalid_json',
  notFound: 'not_found',
  forbidden: 'forbidden',
  unauthorized: 'unauthorized',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  /** 409: a transfer larger than what its source account has available (the balance may change; retry later). */
  insufficientFunds: 'insufficient_funds',
  internal: 'internal_error',
} as const;
