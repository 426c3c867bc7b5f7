/**
 * Every stored table (docs/product.md "Stored data"), in drizzle.
 * Conventions: ids are generated UUIDs; money is integer cents (columns end in `Cents`); instants are
 * unix milliseconds; calendar dates are 'YYYY-MM-DD' text; `source` marks rows written by the demo
 * data generator ('demo') apart from real ones ('real').
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer('created_at').notNull().default(nowMs);
const source = () => text('source', { enum: ['real', 'demo'] }).notNull().default('real');

export const users = sqliteTable('users', {
  id: id(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  passwordHash: text('password_hash'),
  incomeCents: integer('income_cents').notNull().default(0),
  mode: text('mode').notNull().default('ai-control'),
  creditScore: integer('credit_score').notNull().default(580),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  subscriptionTier: text('subscription_tier').notNull().default('free'),
  subscriptionStatus: text('subscription_status').notNull().default('active'),
  profileImageUrl: text('profile_image_url'),
  /** 'owner' sees the owner dashboards; added in migration 0002. */
  /** ISO 4217 code budgets and the subscription finder count in (migration 0015). */
  homeCurrency: text('home_currency').notNull().default('USD'),
  role: text('role', { enum: ['owner', 'member'] }).notNull().default('member'),
  /** Onboarding answers (migration 0002). */
  age: integer('age'),
  primaryGoal: text('primary_goal'),
  targetAmountCents: integer('target_amount_cents'),
  estimatedSubscriptions: integer('estimated_subscriptions'),
  subscriptionMonthlyCostCents: integer('subscription_monthly_cost_cents'),
  onboardedAt: integer('onboarded_at'),
  /** The latest sign-in or sign-up (hosted), shown on the owner's /members screen (migration 0018). */
  lastSignInAt: integer('last_sign_in_at'),
  createdAt: createdAt(),
  updatedAt: integer('updated_at').notNull().default(nowMs),
}, (t) => [
  // Sign-in, sign-up and owner:create compare usernames and e-mail addresses case-insensitively (migration 0013).
  uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
  uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
]);

/**
 * Server-side sign-in sessions (hosted mode). The cookie carries a random token; only its SHA-256
 * is stored, so a leaked database does not hand out live sessions. Added in migration 0002.
 */
export const authSessions = sqliteTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * Owner-issued password reset codes (hosted; there is no e-mail): at most one per account (a new one
 * replaces it), only the code's SHA-256 stored, single use, expiring (migration 0018).
 */
export const passwordResets = sqliteTable('password_resets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull().unique(),
  issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

export const budgetAllocations = sqliteTable(
  'budget_allocations',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    incomeCents: integer('income_cents').notNull(),
    mode: text('mode').notNull(),
    billsCents: integer('bills_cents').notNull(),
    debtCents: integer('debt_cents').notNull(),
    savingsCents: integer('savings_cents').notNull(),
    spendingCents: integer('spending_cents').notNull(),
    flexFundCents: integer('flex_fund_cents').notNull(),
    aiTip: text('ai_tip').notNull(),
    creditProjection: integer('credit_projection').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('budget_allocations_user_idx').on(t.userId, t.createdAt)],
);

export const aiInsights = sqliteTable(
  'ai_insights',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    insight: text('insight').notNull(),
    category: text('category').notNull(),
    confidence: real('confidence').notNull(),
    /** 'demo' for rows of the sample data, removable in one action (migration 0015). */
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [index('ai_insights_user_idx').on(t.userId)],
);

export const businessAccounts = sqliteTable(
  'business_accounts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    targetAmountCents: integer('target_amount_cents').notNull(),
    currentAmountCents: integer('current_amount_cents').notNull().default(0),
    weeklyContributionCents: integer('weekly_contribution_cents').notNull(),
    status: text('status').notNull().default('active'),
    startDate: integer('start_date').notNull().default(nowMs),
    targetDate: text('target_date'),
    /** When the status last changed (migration 0004): weeks before a resume are not checked. */
    statusChangedAt: integer('status_changed_at'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: createdAt(),
  },
  (t) => [index('business_accounts_user_idx').on(t.userId)],
);

export const savingsGuidelines = sqliteTable(
  'savings_guidelines',
  {
    id: id(),
    businessAccountId: text('business_account_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    penaltyAmountCents: integer('penalty_amount_cents').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('savings_guidelines_account_idx').on(t.businessAccountId)],
);

export const guidelineViolations = sqliteTable(
  'guideline_violations',
  {
    id: id(),
    businessAccountId: text('business_account_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    guidelineId: text('guideline_id').references(() => savingsGuidelines.id, { onDelete: 'set null' }),
    violationDate: text('violation_date').notNull(),
    penaltyAmountCents: integer('penalty_amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** The provider's payment for the penalty (a Stripe PaymentIntent id), also while it is still pending. */
    stripeChargeId: text('stripe_charge_id'),
    /** Paid: set only once the provider says the money was taken (succeeded, or its payment_intent.succeeded webhook). */
    processed: integer('processed', { mode: 'boolean' }).notNull().default(false),
    /** Why an attempted payment is still Pending (migration 0021), e.g. a declined card; null when none is. */
    paymentPendingReason: text('payment_pending_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('guideline_violations_account_idx').on(t.businessAccountId),
    // The weekly check may run any number of times: one violation per guideline and week (migration 0003).
    uniqueIndex('guideline_violations_once_uq').on(t.businessAccountId, t.guidelineId, t.violationDate),
  ],
);

export const businessTransactions = sqliteTable(
  'business_transactions',
  {
    id: id(),
    businessAccountId: text('business_account_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    type: text('type').notNull(),
    description: text('description'),
    stripeTransactionId: text('stripe_transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [index('business_transactions_account_idx').on(t.businessAccountId, t.createdAt)],
);

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    merchantName: text('merchant_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    frequency: text('frequency').notNull(),
    nextBillDate: text('next_bill_date'),
    lastBillDate: text('last_bill_date'),
    category: text('category'),
    status: text('status').notNull().default('active'),
    isForgotten: integer('is_forgotten', { mode: 'boolean' }).notNull().default(false),
    lastUsedDate: text('last_used_date'),
    cancellationUrl: text('cancellation_url'),
    cancellationPhone: text('cancellation_phone'),
    cancellationInstructions: text('cancellation_instructions'),
    /** Why the engine thinks it is forgotten, as found at the last scan (migration 0005). */
    forgottenReasons: text('forgotten_reasons', { mode: 'json' }).$type<string[]>(),
    /** 'demo' for rows of the sample data, removable in one action (migration 0015). */
    source: source(),
    detectedAt: integer('detected_at').notNull().default(nowMs),
    cancelledAt: integer('cancelled_at'),
    /**
     * The latest price rise the finder saw (migration 0016): the price before it and the date of the
     * first charge at the new price ('YYYY-MM-DD'); the price-increase alert reads them.
     */
    previousAmountCents: integer('previous_amount_cents'),
    priceChangedAt: text('price_changed_at'),
    /** The first charge from the merchant after the user cancelled ('YYYY-MM-DD', cents), found by a scan (migration 0016). */
    chargedAfterCancelDate: text('charged_after_cancel_date'),
    chargedAfterCancelCents: integer('charged_after_cancel_cents'),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.status),
    uniqueIndex('subscriptions_user_merchant_uq').on(t.userId, t.merchantName, t.frequency),
  ],
);

export const bankConnections = sqliteTable(
  'bank_connections',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionName: text('institution_name').notNull(),
    accountType: text('account_type').notNull(),
    lastSync: integer('last_sync'),
    /** Encrypted at rest with a key from the secret store; never returned by the API. */
    plaidAccessToken: text('plaid_access_token'),
    plaidItemId: text('plaid_item_id'),
    /** Plaid /transactions/sync cursor (migration 0003). */
    syncCursor: text('sync_cursor'),
    status: text('status').notNull().default('active'),
    /** 'demo' for rows of the sample data, removable in one action (migration 0015). */
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [index('bank_connections_user_idx').on(t.userId)],
);

export const transactions = sqliteTable(
  'transactions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankConnectionId: text('bank_connection_id').references(() => bankConnections.id, {
      onDelete: 'set null',
    }),
    subscriptionId: text('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** Positive = money out (Plaid's convention), negative = money in. */
    amountCents: integer('amount_cents').notNull(),
    merchantName: text('merchant_name'),
    description: text('description'),
    category: text('category'),
    date: text('date').notNull(),
    isRecurring: integer('is_recurring', { mode: 'boolean' }).notNull().default(false),
    plaidTransactionId: text('plaid_transaction_id'),
    /** Added in migration 0003: the account it belongs to, whether it has settled, and the import dedupe key. */
    bankAccountId: text('bank_account_id').references((): AnySQLiteColumn => bankAccounts.id, { onDelete: 'set null' }),
    pending: integer('pending', { mode: 'boolean' }).notNull().default(false),
    /** "id:<bank id>" or "amd:<amount>|<date>|<merchant>": a re-import skips rows it already has. */
    dedupeKey: text('dedupe_key'),
    /** The user's own note (migration 0015). */
    notes: text('notes'),
    /** The import that wrote the row; undoing that import deletes exactly these rows (migration 0015). */
    importId: text('import_id').references((): AnySQLiteColumn => bankImports.id, { onDelete: 'set null' }),
    /** ISO 4217: the account's currency, or the bank's for a row without an account (migration 0015). */
    currency: text('currency').notNull().default('USD'),
    /** 'demo' for rows of the sample data, removable in one action (migration 0015). */
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_user_date_idx').on(t.userId, t.date),
    uniqueIndex('transactions_user_plaid_uq').on(t.userId, t.plaidTransactionId),
    uniqueIndex('transactions_account_dedupe_uq').on(t.bankAccountId, t.dedupeKey),
    index('transactions_account_date_idx').on(t.bankAccountId, t.date),
    index('transactions_import_idx').on(t.importId),
  ],
);

/**
 * The accounts behind a bank connection (checking, savings, credit, investment), added in
 * migration 0003. Balances are integer cents; only the last 4 digits of the number are kept.
 */
export const bankAccounts = sqliteTable(
  'bank_accounts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankConnectionId: text('bank_connection_id')
      .notNull()
      .references(() => bankConnections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mask: text('mask'),
    type: text('type', { enum: ['checking', 'savings', 'credit', 'loan', 'investment'] }).notNull(),
    balanceCents: integer('balance_cents').notNull().default(0),
    /** Credit limit of a credit account, when the bank reports one (migration 0006). */
    creditLimitCents: integer('credit_limit_cents'),
    plaidAccountId: text('plaid_account_id'),
    /** ISO 4217 code of the account's amounts (migration 0015). */
    currency: text('currency').notNull().default('USD'),
    /** The user's name for the bank, over the connection's (migration 0015). */
    institution: text('institution'),
    /**
     * Where balanceCents came from: 'bank' (a statement balance in a file, Plaid, the demo bank) or
     * 'user' (typed from a statement); null = not known yet, and totals leave the account out.
     */
    balanceSource: text('balance_source', { enum: ['bank', 'user'] }),
    /** The date the balance is stated for ('YYYY-MM-DD'), when known. */
    balanceAsOf: text('balance_as_of'),
    /** SHA-256 of the full account number a file names (only the last 4 digits are kept in clear). */
    accountNumberHash: text('account_number_hash'),
    /** The CSV column mapping last used for this account, and the header it was used on. */
    csvMapping: text('csv_mapping', { mode: 'json' }).$type<Record<string, unknown>>(),
    csvHeaderKey: text('csv_header_key'),
    /** When the user closed it (kept, read-only, out of totals). */
    closedAt: integer('closed_at'),
    /** 'demo' for rows of the sample data, removable in one action (migration 0015). */
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [index('bank_accounts_user_idx').on(t.userId), uniqueIndex('bank_accounts_plaid_uq').on(t.userId, t.plaidAccountId)],
);

/** One bank-file import: the history the user can undo (migration 0015). */
export const bankImports = sqliteTable(
  'bank_imports',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankAccountId: text('bank_account_id')
      .notNull()
      .references((): AnySQLiteColumn => bankAccounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    imported: integer('imported').notNull(),
    duplicates: integer('duplicates').notNull(),
    /** The account's balance before this import set a new one (restored on undo); null when it did not. */
    balanceBefore: text('balance_before', { mode: 'json' }).$type<{ balanceCents: number; balanceSource: 'bank' | 'user' | null; balanceAsOf: string | null }>(),
    /** The account was created by this import (undo removes it when nothing else is in it). */
    createdAccount: integer('created_account', { mode: 'boolean' }).notNull().default(false),
    /**
     * While the import is undone (imported = REMOVING_IMPORT): the rowid through which its rows are
     * out of the ledger's totals, so a stopped undo resumes exactly there (migration 0025).
     */
    undoCursor: integer('undo_cursor'),
    createdAt: createdAt(),
  },
  (t) => [index('bank_imports_user_idx').on(t.userId, t.createdAt)],
);

/** The user's transaction categories: a default set on first use, then theirs to extend and rename (migration 0015). */
export const transactionCategories = sqliteTable(
  'transaction_categories',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('transaction_categories_user_name_uq').on(t.userId, t.name)],
);

/** "Payee contains X → category Y", applied on request and to every import (migration 0015). */
export const categoryRules = sqliteTable(
  'category_rules',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchText: text('match_text').notNull(),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('category_rules_user_idx').on(t.userId)],
);

/**
 * Count and money in/out of a user's transactions per account, currency, month and category
 * (migration 0024): added to by the code that writes rows, kept by triggers on update and delete;
 * the ledger's totals read these few rows instead of every transaction (docs/architecture.md "Ledger
 * totals"). Amounts follow transactions: positive is money out, negative money in.
 */
export const ledgerMonthTotals = sqliteTable(
  'ledger_month_totals',
  {
    /** No foreign key: deleting a user updates its rows here on the way (see DataRepository.deleteUser). */
    userId: text('user_id').notNull(),
    /** '' for rows without an account: a key column cannot be NULL and still match itself. */
    bankAccountId: text('bank_account_id').notNull(),
    currency: text('currency').notNull(),
    /** 'YYYY-MM', the first seven characters of the rows' date. */
    month: text('month').notNull(),
    /** The category as stored, '' for none. */
    category: text('category').notNull(),
    count: integer('n').notNull(),
    countIn: integer('n_in').notNull(),
    countOut: integer('n_out').notNull(),
    inCents: integer('in_cents').notNull(),
    outCents: integer('out_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bankAccountId, t.currency, t.month, t.category] })],
);

/** Deleted transactions kept for undo: one batch per delete, the rows as JSON (migration 0015). */
export const transactionTrash = sqliteTable(
  'transaction_trash',
  {
    id: id(),
    batchId: text('batch_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    row: text('row', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    deletedAt: integer('deleted_at').notNull(),
  },
  (t) => [index('transaction_trash_batch_idx').on(t.userId, t.batchId)],
);

export const savingsTracking = sqliteTable(
  'savings_tracking',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    monthlyTargetCents: integer('monthly_target_cents').notNull().default(12700),
    actualSavedCents: integer('actual_saved_cents').notNull().default(0),
    subscriptionsCancelled: integer('subscriptions_cancelled').notNull().default(0),
    totalSavedAllTimeCents: integer('total_saved_all_time_cents').notNull().default(0),
    /** 'YYYY-MM' */
    month: text('month').notNull(),
    /** 'demo' for rows of the sample data, removable in one action (migration 0015). */
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('savings_tracking_user_month_uq').on(t.userId, t.month)],
);

export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    /** JSON object. */
    properties: text('properties', { mode: 'json' }).$type<Record<string, unknown>>(),
    sessionId: text('session_id'),
    source: source(),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    utmTerm: text('utm_term'),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    /** Salted hash of the IP address, never the address itself. */
    ipAddress: text('ip_address'),
    timestamp: integer('timestamp').notNull().default(nowMs),
    /** The page the event happened on (properties.path), computed by SQLite so it can be indexed (migration 0010). */
    path: text('path').generatedAlwaysAs(sql`json_extract(properties, '$.path')`, { mode: 'virtual' }),
  },
  (t) => [
    index('analytics_events_time_idx').on(t.timestamp),
    index('analytics_events_session_idx').on(t.sessionId),
    // The owner dashboards (migrations 0010, 0012): page views in a window, per hour and per page
    // (path last so a window's pages are read from the index alone), and the funnel's sessions per page.
    index('analytics_events_event_time_idx').on(t.event, t.timestamp, t.source, t.path),
    index('analytics_events_path_time_idx').on(t.path, t.timestamp, t.source, t.sessionId),
  ],
);

export const conversionEvents = sqliteTable(
  'conversion_events',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    valueCents: integer('value_cents').notNull().default(0),
    tier: text('tier'),
    metadata: text('metadata', { mode: 'json' }).$type<Record<string, unknown>>(),
    paymentSessionId: text('payment_session_id'),
    customerId: text('customer_id'),
    source: source(),
    timestamp: integer('timestamp').notNull().default(nowMs),
    /** The first-party analytics session the conversion happened in, for per-channel figures (migration 0010). */
    sessionId: text('session_id'),
  },
  (t) => [index('conversion_events_time_idx').on(t.timestamp), index('conversion_events_type_time_idx').on(t.type, t.timestamp, t.source, t.valueCents, t.sessionId)],
);

export const userSessions = sqliteTable(
  'user_sessions',
  {
    id: id(),
    sessionId: text('session_id').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    startTime: integer('start_time').notNull().default(nowMs),
    endTime: integer('end_time'),
    pageViews: integer('page_views').notNull().default(0),
    durationMs: integer('duration_ms'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    /** Salted hash of the IP address. */
    ipAddress: text('ip_address'),
    source: source(),
    /**
     * Where the visit came from, for the traffic-sources dashboard: the UTM source, else 'referral'
     * when a referrer was given, else 'direct'. Computed by SQLite (migration 0010).
     */
    /** How far the visit got: 0 a visit, 1 saw /pricing, 2 reached /checkout (migration 0011, for the funnel rollups). */
    funnelStage: integer('funnel_stage').notNull().default(0),
    channel: text('channel').generatedAlwaysAs(
      sql`coalesce(nullif(lower(trim(utm_source)), ''), case when coalesce(referrer, '') = '' then 'direct' else 'referral' end)`,
      { mode: 'virtual' },
    ),
  },
  (t) => [
    index('user_sessions_start_idx').on(t.startTime),
    index('user_sessions_start_channel_idx').on(t.startTime, t.source, t.channel),
    index('user_sessions_end_idx').on(t.endTime, t.source),
    index('user_sessions_user_start_idx').on(t.userId, t.startTime),
  ],
);

/** Site-wide settings as key/value (e.g. which face the landing page shows). Added in migration 0001. */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at').notNull().default(nowMs),
});

/**
 * The credit score estimate's history (migration 0006): a row each time the estimate changes, with
 * the evidence summary it came from so the next change can be explained.
 */
export const creditScoreHistory = sqliteTable(
  'credit_score_history',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The day the estimate is for ('YYYY-MM-DD'). */
    date: text('date').notNull(),
    score: integer('score').notNull(),
    change: integer('change').notNull(),
    event: text('event').notNull(),
    /** Factor sub-scores and key figures at that point (JSON), to explain the next change. */
    snapshot: text('snapshot', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** 'demo' for rows of the sample data, removable in one action (migration 0015). */
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [index('credit_score_history_user_idx').on(t.userId, t.date)],
);

/** Alerts raised by real changes in the estimate's evidence (migration 0006); `dedupeKey` makes each fire once. */
export const creditAlerts = sqliteTable(
  'credit_alerts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['positive', 'warning', 'other'] }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    date: text('date').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** 'demo' for rows of the sample data, removable in one action (migration 0015). */
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credit_alerts_user_key_uq').on(t.userId, t.dedupeKey), index('credit_alerts_user_idx').on(t.userId, t.date)],
);

/** A user's avatar in the metaverse (migration 0006): experience points and where it stands. */
export const metaverseAvatars = sqliteTable('metaverse_avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  financialXp: integer('financial_xp').notNull().default(0),
  location: text('location').notNull().default('main-plaza'),
  /** Locations visited and NPCs talked to (JSON arrays), for the Explorer and Networker achievements. */
  visited: text('visited', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  talkedTo: text('talked_to', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  createdAt: createdAt(),
  updatedAt: integer('updated_at').notNull().default(nowMs),
});

/** Achievements earned, in the world or from real money milestones (migration 0006). Each is earned once. */
export const userAchievements = sqliteTable(
  'user_achievements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    earnedAt: integer('earned_at').notNull(),
  },
  (t) => [uniqueIndex('user_achievements_uq').on(t.userId, t.achievementId)],
);

/**
 * A paid plan as the payment provider reports it (migration 0007): written by Stripe webhooks or
 * by the demo provider, read by /billing. One row per provider subscription.
 */
export const billingSubscriptions = sqliteTable(
  'billing_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    plan: text('plan').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    currentPeriodEnd: integer('current_period_end').notNull(),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at').notNull().default(nowMs),
    /**
     * When the newest provider event applied to this row was created (ms; Stripe's event `created`),
     * null until one is (migration 0014). Stripe does not deliver events in order: an older event
     * than this one is recorded as processed but changes nothing.
     */
    providerEventAt: integer('provider_event_at'),
    /** When the paid period began (ms, migration 0017): proration counts its days. Null on older rows. */
    currentPeriodStart: integer('current_period_start'),
    /** A downgrade waiting for the period's end (migration 0017; docs/product.md "Plans and payments"). */
    pendingPlan: text('pending_plan'),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_provider_uq').on(t.provider, t.providerSubscriptionId),
    index('billing_subscriptions_user_idx').on(t.userId),
    // One live plan per person (migration 0021): a second purchase is a plan change, never a second
    // live subscription, whatever the order or concurrency of confirmations and webhooks. The
    // statuses are the repository's LIVE_STATUSES.
    uniqueIndex('billing_subscriptions_one_live_uq')
      .on(t.userId)
      .where(sql`status in ('active', 'trialing', 'past_due')`),
  ],
);

/** Paid invoices (migration 0007), for the billing history. */
export const billingInvoices = sqliteTable(
  'billing_invoices',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    paidAt: integer('paid_at').notNull(),
    /** The invoice's lines (migration 0017), e.g. a plan change's credit and charge; null: one line for the plan. */
    lines: text('lines', { mode: 'json' }).$type<Array<{ description: string; amountCents: number }>>(),
  },
  (t) => [index('billing_invoices_user_idx').on(t.userId, t.paidAt)],
);

/**
 * A purchase started on /checkout (migration 0007): the plan, interval and amount the server priced
 * from the catalogue, so confirmation never trusts the client. The client secret is stored hashed.
 */
export const checkoutIntents = sqliteTable(
  'checkout_intents',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    providerRef: text('provider_ref').notNull(),
    clientSecretHash: text('client_secret_hash'),
    plan: text('plan').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCode: text('discount_code'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checkout_intents_provider_uq').on(t.provider, t.providerRef), index('checkout_intents_user_idx').on(t.userId)],
);

/** Stripe webhook events already applied (migration 0007): each event id is applied once. */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: integer('processed_at').notNull(),
});

/**
 * Business plan teams (migration 0007): the owner invites up to BUSINESS_TEAM_SIZE - 1 people, who
 * then share the owner's business data. Invite tokens are stored hashed.
 */
export const teamMembers = sqliteTable(
  'team_members',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberUserId: text('member_user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['invited', 'active'] }).notNull().default('invited'),
    inviteTokenHash: text('invite_token_hash'),
    invitedAt: integer('invited_at').notNull(),
    acceptedAt: integer('accepted_at'),
  },
  (t) => [
    uniqueIndex('team_members_owner_email_uq').on(t.ownerId, t.email),
    uniqueIndex('team_members_token_uq').on(t.inviteTokenHash),
    index('team_members_member_idx').on(t.memberUserId),
  ],
);

/**
 * Bill negotiation requests from /bills (migration 0008). Only the last 4 digits of an account
 * number are kept. The owner moves a request through its statuses (migration 0019); the success fee
 * (25% of the monthly saving) is written with a "saved" outcome.
 */
export const billNegotiations = sqliteTable(
  'bill_negotiations',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text('service_type').notNull(),
    providerName: text('provider_name').notNull(),
    currentBillCents: integer('current_bill_cents').notNull(),
    accountLast4: text('account_last4'),
    contactPhone: text('contact_phone').notNull(),
    email: text('email').notNull(),
    additionalInfo: text('additional_info'),
    status: text('status', { enum: ['submitted', 'in_review', 'negotiating', 'saved', 'not_saved'] }).notNull().default('submitted'),
    monthlySavingsCents: integer('monthly_savings_cents'),
    successFeeCents: integer('success_fee_cents'),
    /** The owner's short reason for a not_saved outcome (optional). */
    notSavedReason: text('not_saved_reason'),
    source: source(),
    createdAt: createdAt(),
    updatedAt: integer('updated_at').notNull().default(nowMs),
  },
  (t) => [index('bill_negotiations_user_idx').on(t.userId, t.createdAt)],
);

/** Each status a bill negotiation reached, with when (migration 0019): the history the user sees on /bills. */
export const billNegotiationSteps = sqliteTable(
  'bill_negotiation_steps',
  {
    id: id(),
    negotiationId: text('negotiation_id')
      .notNull()
      .references(() => billNegotiations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['submitted', 'in_review', 'negotiating', 'saved', 'not_saved'] }).notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('bill_negotiation_steps_negotiation_idx').on(t.negotiationId, t.at)],
);

/** Beta signups from /beta (migration 0008); one per email (stored lower case). */
export const betaSignups = sqliteTable(
  'beta_signups',
  {
    id: id(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    financialGoal: text('financial_goal').notNull(),
    referralSource: text('referral_source'),
    utmSource: text('utm_source'),
    utmCampaign: text('utm_campaign'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [index('beta_signups_time_idx').on(t.createdAt)],
);

/** Newsletter and popup offers (migration 0008): the consent time is when the email was given. */
export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    /** Where the email was given: exit_intent or scroll_engagement (the spec's popup sources). */
    signupSource: text('signup_source').notNull(),
    offer: text('offer'),
    consentAt: integer('consent_at').notNull(),
    source: source(),
    /**
     * The account that subscribed while signed in (migration 0020); null for a visitor. Deleting an
     * account deletes its rows by this link, never by e-mail: anyone may type any address.
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('newsletter_email_source_uq').on(t.email, t.signupSource)],
);

/** Rewards (/rewards, migration 0008): XP, coins and the daily-claim streak per user. */
export const userRewards = sqliteTable('user_rewards', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  xp: integer('xp').notNull().default(0),
  coins: integer('coins').notNull().default(0),
  streak: integer('streak').notNull().default(0),
  /** 'YYYY-MM-DD' (UTC) of the last daily claim: one claim a day. */
  lastClaimDate: text('last_claim_date'),
  updatedAt: integer('updated_at').notNull().default(nowMs),
});

/** Shop purchases paid in coins (migration 0008). */
export const rewardPurchases = sqliteTable(
  'reward_purchases',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    costCoins: integer('cost_coins').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reward_purchases_user_idx').on(t.userId)],
);

/** A/B test conversions (migration 0008), for the owner's results per variant. */
export const abTestConversions = sqliteTable(
  'ab_test_conversions',
  {
    id: id(),
    testName: text('test_name').notNull(),
    variant: text('variant').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    conversionValue: real('conversion_value').notNull().default(0),
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [index('ab_test_conversions_test_idx').on(t.testName, t.variant)],
);

/** One share code per user (migration 0009), made the first time the user opens a referral screen. */
export const referralCodes = sqliteTable('referral_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A visitor who opened /ref/{code}: once per referrer and visitor (a random id in a first-party
 * cookie the redirect sets), so reloading the link counts nothing new.
 */
export const referralVisits = sqliteTable(
  'referral_visits',
  {
    id: id(),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_visits_referrer_visitor_uq').on(t.referrerUserId, t.visitorId)],
);

/**
 * A referral: someone who arrived through a share link and then created an account. Each account
 * is referred at most once. Demo rows (source 'demo') have no referred account.
 */
export const referralSignups = sqliteTable(
  'referral_signups',
  {
    id: id(),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: text('referred_user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: source(),
    createdAt: createdAt(),
  },
  (t) => [index('referral_signups_referrer_idx').on(t.referrerUserId)],
);

/**
 * Campaign state of the owner's campaign tools (migration 0010): one row per touched item, so
 * posted templates, launched campaigns, running strategies and ticked guide steps survive a restart.
 */
export const campaignItems = sqliteTable(
  'campaign_items',
  {
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    status: text('status').notNull(),
    updatedAt: integer('updated_at').notNull().default(nowMs),
  },
  (t) => [uniqueIndex('campaign_items_kind_item_uq').on(t.kind, t.itemId)],
);

/**
 * Visits per 15-minute bucket of their start, by data source and channel, with how many reached
 * pricing and checkout (migration 0011): the owner dashboards sum a period's buckets instead of
 * counting every session, so a 30-day answer stays fast with a million stored events. Kept in step
 * by every writer of user_sessions (modules/command-centre/rollups.ts); rebuildable from the sessions.
 */
export const trafficRollups = sqliteTable(
  'traffic_rollups',
  {
    bucket: integer('bucket').notNull(),
    source: text('source').notNull(),
    channel: text('channel').notNull(),
    visits: integer('visits').notNull().default(0),
    pricing: integer('pricing').notNull().default(0),
    checkout: integer('checkout').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.source, t.channel] })],
);
