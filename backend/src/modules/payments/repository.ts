/**
 * Plans as the payment provider reports them: the user's subscription rows, invoices, purchase
 * intents and applied webhook events. Activation writes the subscription, the invoice, the user's
 * tier and a conversion event in one transaction.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { PLANS, type BillingInterval, type PaidPlanId } from '../../../../shared/plans';
import type { SubscriptionTier } from '../../../../shared/constants';
import type { AppDatabase } from '../../db/open';
import { billingInvoices, billingSubscriptions, checkoutIntents, conversionEvents, paymentEvents, userSessions, users } from '../../db/schema';
import type { ProviderCard, ProviderInvoice, ProviderSubscription } from '../../providers/payments/payment-provider';

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Statuses in which a paid plan's features are on (Stripe's vocabulary; the demo uses the same). */
export const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** Statuses a Stripe subscription never leaves: no later event can bring it back. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type CheckoutIntentRow = typeof checkoutIntents.$inferSelect;

export interface SubscriptionState {
  userId: string;
  provider: 'stripe' | 'demo';
  subscription: Omit<ProviderSubscription, 'userId' | 'plan' | 'card'> & { plan: PaidPlanId; card: ProviderCard | null };
  invoice?: ProviderInvoice;
  /** For the conversion event written on first activation. */
  paymentSessionId?: string | null;
  /**
   * Set when the state comes from a provider event (Stripe's webhook), which may arrive out of
   * order: when the event was created (ms) and whether it is the subscription's creation event.
   */
  event?: { createdAt: number; creation: boolean };
}

/**
 * Whether an event's state is older than what the subscription row already holds, so applying it
 * would roll the subscription back: an ended subscription never comes back; an event created
 * before the last one applied is older; at the same second (Stripe's resolution) the creation
 * event is the older one, any other is applied in arrival order. States read from the provider or
 * written by our own actions (no event) are current.
 */
export function isOutOfOrder(before: Pick<BillingSubscriptionRow, 'status' | 'providerEventAt'> | undefined, state: Pick<SubscriptionState, 'subscription' | 'event'>): boolean {
  const event = state.event;
  if (!before || !event) return false;
  if (ENDED_STATUSES.has(before.status) && !ENDED_STATUSES.has(state.subscription.status)) return true;
  if (before.providerEventAt === null) return false;
  return event.createdAt < before.providerEventAt || (event.createdAt === before.providerEventAt && event.creation);
}

export function paymentsRepository(db: AppDatabase) {
  function findSubscription(provider: string, providerSubscriptionId: string) {
    return db
      .select()
      .from(billingSubscriptions)
      .where(and(eq(billingSubscriptions.provider, provider as 'stripe' | 'demo'), eq(billingSubscriptions.providerSubscriptionId, providerSubscriptionId)))
      .get();
  }

  /** The plan's tier while the subscription is live; Free otherwise. */
  function syncUserTier(userId: string, now: number) {
    const live = db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, userId))
      .orderBy(desc(billingSubscriptions.updatedAt))
      .all()
      .find((s) => LIVE_STATUSES.has(s.status));
    const tier: SubscriptionTier = live ? PLANS[live.plan as PaidPlanId].tier : 'free';
    db.update(users)
      .set({ subscriptionTier: tier, subscriptionStatus: live?.status ?? 'active', stripeSubscriptionId: live?.provider === 'stripe' ? live.providerSubscriptionId : null, updatedAt: now })
      .where(eq(users.id, userId))
      .run();
  }

  return {
    user(userId: string) {
      return db
        .select({ id: users.id, email: users.email, tier: users.subscriptionTier, stripeCustomerId: users.stripeCustomerId })
        .from(users)
        .where(eq(users.id, userId))
        .get();
    },

    userByCustomer(customerId: string) {
      return db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).get()?.id;
    },

    setCustomer(userId: string, customerId: string) {
      db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId)).run();
    },

    createIntent(values: Omit<typeof checkoutIntents.$inferInsert, 'id'> & { id: string }) {
      db.insert(checkoutIntents).values(values).run();
    },

    setIntentProvider(id: string, providerRef: string, clientSecret: string) {
      db.update(checkoutIntents).set({ providerRef, clientSecretHash: hashSecret(clientSecret) }).where(eq(checkoutIntents.id, id)).run();
    },

    intentBySecret(clientSecret: string): CheckoutIntentRow | undefined {
      return db.select().from(checkoutIntents).where(eq(checkoutIntents.clientSecretHash, hashSecret(clientSecret))).get();
    },

    /** `amountCents`: what was charged in the end, when not the price first quoted (a purchase that became a plan change). */
    markIntent(id: string, status: 'succeeded' | 'failed', amountCents?: number) {
      db.update(checkoutIntents)
        .set({ status, ...(amountCents !== undefined ? { amountCents } : {}) })
        .where(eq(checkoutIntents.id, id))
        .run();
    },

    /** A purchase completed at the provider (its checkout session or subscription id). */
    markIntentSucceededByRef(provider: 'stripe' | 'demo', providerRef: string) {
      db.update(checkoutIntents)
        .set({ status: 'succeeded' })
        .where(and(eq(checkoutIntents.provider, provider), eq(checkoutIntents.providerRef, providerRef)))
        .run();
    },

    /** The caller's own purchase by its reference; another user's is not found. */
    intentByRef(userId: string, providerRef: string): CheckoutIntentRow | undefined {
      return db
        .select()
        .from(checkoutIntents)
        .where(and(eq(checkoutIntents.userId, userId), eq(checkoutIntents.providerRef, providerRef)))
        .get();
    },

    /** The user's live subscription (there is at most one), else the newest row of any status. */
    currentSubscription(userId: string): BillingSubscriptionRow | undefined {
      return db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.userId, userId))
        .orderBy(desc(sql`${billingSubscriptions.status} in ('active', 'trialing', 'past_due')`), desc(billingSubscriptions.updatedAt))
        .limit(1)
        .get();
    },

    invoices(userId: string) {
      return db.select().from(billingInvoices).where(eq(billingInvoices.userId, userId)).orderBy(desc(billingInvoices.paidAt)).limit(12).all();
    },

    /**
     * Records the provider's view of a subscription (and its invoice), then the user's tier; a
     * conversion event the first time it goes live. One transaction. An out-of-order event's state
     * (isOutOfOrder) changes nothing but its invoice, which is still a payment made; returns
     * whether the state was applied.
     *
     * One live plan per person (the unique index of migration 0021 holds it too): a subscription that
     * goes live while another of the user's is live replaces it (the other ends here, and is listed
     * in `superseded` so the caller can end it at the provider), except one that had already ended,
     * which never comes back over a live plan.
     */
    applySubscription(state: SubscriptionState, now: number, superseded?: BillingSubscriptionRow[]): boolean {
      return db.transaction(() => {
        const s = state.subscription;
        const before = findSubscription(state.provider, s.id);
        const insertInvoice = () => {
          if (!state.invoice) return;
          db.insert(billingInvoices)
            .values({
              userId: state.userId,
              providerInvoiceId: state.invoice.id,
              amountCents: state.invoice.amountCents,
              status: state.invoice.status,
              paidAt: state.invoice.paidAt,
              lines: state.invoice.lines ?? null,
            })
            .onConflictDoNothing()
            .run();
        };
        if (isOutOfOrder(before, state)) {
          insertInvoice();
          return false;
        }
        if (LIVE_STATUSES.has(s.status) && !(before && LIVE_STATUSES.has(before.status))) {
          const others = db
            .select()
            .from(billingSubscriptions)
            .where(eq(billingSubscriptions.userId, state.userId))
            .all()
            .filter((row) => row.id !== before?.id && LIVE_STATUSES.has(row.status));
          if (others.length > 0) {
            if (before && ENDED_STATUSES.has(before.status)) {
              insertInvoice();
              return false;
            }
            for (const other of others) {
              db.update(billingSubscriptions).set({ status: 'canceled', cancelAtPeriodEnd: false, pendingPlan: null, updatedAt: now }).where(eq(billingSubscriptions.id, other.id)).run();
              superseded?.push(other);
            }
          }
        }
        const values = {
          userId: state.userId,
          provider: state.provider,
          providerSubscriptionId: s.id,
          plan: s.plan,
          interval: s.interval,
          amountCents: s.amountCents,
          currency: s.currency,
          status: s.status,
          currentPeriodEnd: s.currentPeriodEnd,
          cancelAtPeriodEnd: s.cancelAtPeriodEnd,
          cardBrand: s.card?.brand ?? before?.cardBrand ?? null,
          cardLast4: s.card?.last4 ?? before?.cardLast4 ?? null,
          cardExpMonth: s.card?.expMonth ?? before?.cardExpMonth ?? null,
          cardExpYear: s.card?.expYear ?? before?.cardExpYear ?? null,
          updatedAt: now,
          providerEventAt: state.event?.createdAt ?? before?.providerEventAt ?? null,
          currentPeriodStart: s.currentPeriodStart ?? before?.currentPeriodStart ?? null,
          // undefined: the state does not say (e.g. a cancel), so a waiting downgrade stays.
          pendingPlan: s.pendingPlan !== undefined ? s.pendingPlan : (before?.pendingPlan ?? null),
        };
        if (before) db.update(billingSubscriptions).set(values).where(eq(billingSubscriptions.id, before.id)).run();
        else db.insert(billingSubscriptions).values({ ...values, createdAt: now }).run();
        insertInvoice();
        if (s.customerId) db.update(users).set({ stripeCustomerId: state.provider === 'stripe' ? s.customerId : sql`${users.stripeCustomerId}` }).where(eq(users.id, state.userId)).run();
        const wasLive = before !== undefined && LIVE_STATUSES.has(before.status);
        if (!wasLive && LIVE_STATUSES.has(s.status)) {
          // The purchase belongs to the buyer's latest visit, for the per-channel dashboards.
          const visit = db
            .select({ sessionId: userSessions.sessionId })
            .from(userSessions)
            .where(and(eq(userSessions.userId, state.userId), lte(userSessions.startTime, now)))
            .orderBy(desc(userSessions.startTime))
            .limit(1)
            .get();
          db.insert(conversionEvents)
            .values({
              userId: state.userId,
              type: 'purchase',
              valueCents: state.invoice?.amountCents ?? s.amountCents,
              tier: PLANS[s.plan].tier,
              metadata: { plan: s.plan, interval: s.interval, provider: state.provider },
              paymentSessionId: state.paymentSessionId ?? null,
              customerId: s.customerId,
              sessionId: visit?.sessionId ?? null,
              timestamp: now,
            })
            .run();
        }
        syncUserTier(state.userId, now);
        return true;
      });
    },

    /** Runs `apply` only if this webhook event id has not been applied before; both in one transaction. */
    applyEventOnce(eventId: string, type: string, now: number, apply: () => void): boolean {
      return db.transaction(() => {
        const inserted = db.insert(paymentEvents).values({ id: eventId, type, processedAt: now }).onConflictDoNothing().run();
        if (inserted.changes === 0) return false;
        apply();
        return true;
      });
    },

    subscriptionsFound(userId: string): number {
      return db.get<{ n: number }>(sql`select count(*) as n from subscriptions where user_id = ${userId}`)?.n ?? 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;

/** Where a period ending at `end` began (rows written before migration 0017 have no start). */
export function periodStartBefore(end: number, interval: BillingInterval): number {
  const d = new Date(end);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() - 1);
  else d.setUTCMonth(d.getUTCMonth() - 1);
  return d.getTime();
}

/** An interval's end from a start (calendar months, as providers bill). */
export function periodEnd(start: number, interval: BillingInterval): number {
  const d = new Date(start);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d.getTime();
}
