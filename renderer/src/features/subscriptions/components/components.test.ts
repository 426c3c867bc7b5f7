/**
 * What the Subscription Finder's new parts show, rendered to markup (the renderer tests run
 * without a DOM; these components have no effects, so static markup is what a user sees).
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionAlert, SubscriptionList, UpcomingResponse } from '../../../../../shared/contracts/subscriptions';
import { AlertsSummary } from './alerts-summary';
import { CancelledSection } from './cancelled-section';
import { SubscriptionItem } from './subscription-item';
import { unlistedText } from './subscription-list';
import { SummaryCards } from './summary-cards';
import { UpcomingSection } from './upcoming-section';

const noop = () => undefined;

function render(element: ReactElement): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, element));
}

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

const priceUp: SubscriptionAlert = {
  kind: 'price-increase',
  date: '2026-02-03',
  amount: 15.99,
  previousAmount: 12.99,
  message: 'Price rose from $12.99 to $15.99 on 2026-02-03 (+23.1%).',
};
const afterCancel: SubscriptionAlert = {
  kind: 'charged-after-cancel',
  date: '2026-03-03',
  amount: 7.99,
  previousAmount: null,
  message: 'Charged $7.99 on 2026-03-03 after you cancelled on 2026-02-20: contact Hulu or dispute it with your bank.',
};

function sub(overrides: Partial<Subscription>): Subscription {
  return {
    id: 's1',
    name: 'Netflix',
    merchantName: 'Netflix',
    amount: 15.99,
    frequency: 'monthly',
    status: 'active',
    isForgotten: false,
    category: 'Streaming',
    nextBillDate: '2026-03-20',
    lastUsedDate: null,
    cancellationUrl: null,
    cancellationPhone: null,
    cancellationInstructions: null,
    monthlyCost: 15.99,
    forgottenReasons: [],
    lastBillDate: '2026-02-20',
    cancelledAt: null,
    source: 'real',
    alerts: [],
    ...overrides,
  };
}

function list(overrides: Partial<SubscriptionList>): SubscriptionList {
  return {
    currency: 'USD',
    subscriptions: [],
    total: 0,
    limitedByPlan: false,
    monthlyTotal: 0,
    forgottenCount: 0,
    forgottenMonthly: 0,
    planLimit: null,
    cancelled: [],
    ...overrides,
  };
}

describe('SubscriptionItem', () => {
  it('shows a price rise as a badge and the server sentence, not as a live region', () => {
    const html = render(createElement(SubscriptionItem, { subscription: sub({ alerts: [priceUp] }), onCancel: noop, onDismiss: noop, cancelling: false, dismissing: false }));
    expect(html).toContain('data-testid="price-up-badge"');
    expect(text(html)).toContain('Price up');
    expect(text(html)).toContain('Price rose from $12.99 to $15.99 on 2026-02-03 (+23.1%).');
    expect(html).not.toContain('role="alert"');
    expect(text(html)).toContain('Last charged Feb 20, 2026');
    expect(html).not.toContain('sample-data-badge');
  });
  it('labels a subscription found in the sample data', () => {
    const html = render(createElement(SubscriptionItem, { subscription: sub({ source: 'demo' }), onCancel: noop, onDismiss: noop, cancelling: false, dismissing: false }));
    expect(html).toContain('data-testid="sample-data-badge"');
    expect(text(html)).toContain('Sample data');
    expect(html).not.toContain('price-up-badge');
  });
});

describe('SummaryCards', () => {
  it('uses the list figures, not sums of the rows shown, and explains the Free plan next to the totals', () => {
    const shown = [sub({ id: 'a', monthlyCost: 10 }), sub({ id: 'b', monthlyCost: 20 })];
    const html = render(
      createElement(SummaryCards, {
        list: list({ subscriptions: shown, total: 8, limitedByPlan: true, planLimit: 2, monthlyTotal: 410.12, forgottenCount: 3, forgottenMonthly: 55.5 }),
        savings: { currency: 'USD', totalSaved: 57, monthlySavings: 15.49, subscriptionsCancelled: 1 },
      }),
    );
    const t = text(html);
    expect(t).toContain('Active subscriptions 8');
    expect(t).toContain('Monthly total $410.12');
    expect(t).toContain('Forgotten 3 $55.50 a month');
    expect(t).toContain('Total saved $57.00 1 cancelled · $15.49 a month');
    expect(t).toContain('Monthly total $410.12 for all 8 active subscriptions — the Free plan lists the first 2 (upgrade to see all)');
    expect(html).toContain('href="/pricing"');
  });
  it('says nothing about the plan when every subscription is listed', () => {
    const html = render(createElement(SummaryCards, { list: list({ subscriptions: [sub({})], total: 1, monthlyTotal: 15.99 }), savings: undefined }));
    expect(html).not.toContain('plan-totals-note');
  });
});

describe('AlertsSummary', () => {
  it('names every alert, a charge after cancelling first', () => {
    const html = render(
      createElement(AlertsSummary, {
        list: { subscriptions: [sub({ alerts: [priceUp] })], cancelled: [sub({ id: 'h', name: 'Hulu', status: 'cancelled', alerts: [afterCancel] })] },
      }),
    );
    expect(text(html)).toBe('2 alerts: Hulu charged after you cancelled, Netflix price up');
  });
  it('is absent without alerts', () => {
    expect(render(createElement(AlertsSummary, { list: { subscriptions: [sub({})], cancelled: [] } }))).toBe('');
  });
});

describe('CancelledSection', () => {
  it('lists each cancellation with its date, saving and an undo; a charge after cancelling is a visible warning', () => {
    const html = render(
      createElement(CancelledSection, {
        cancelled: [
          sub({ id: 'n', status: 'cancelled', cancelledAt: '2026-02-20', monthlyCost: 15.99 }),
          sub({ id: 'h', name: 'Hulu', status: 'cancelled', cancelledAt: '2026-02-20', monthlyCost: 7.99, alerts: [afterCancel], source: 'demo' }),
        ],
        reactivating: new Set(['h']),
        onReactivate: noop,
      }),
    );
    const t = text(html);
    expect(t).toContain('Netflix Cancelled on Feb 20, 2026 · saves $15.99 a month Undo: mark active again (Netflix)');
    expect(t).toContain('Hulu Sample data Cancelled on Feb 20, 2026 · no longer counted as saved: it charged again Restoring... (Hulu)');
    expect(t).toContain('Charged again after you cancelled ' + afterCancel.message);
    expect(html).toContain('data-testid="charged-after-cancel-alert"');
    expect(html).not.toContain('role="alert"');
  });
  it('is absent when nothing is cancelled', () => {
    expect(render(createElement(CancelledSection, { cancelled: [], reactivating: new Set<string>(), onReactivate: noop }))).toBe('');
  });
});

describe('UpcomingSection', () => {
  const upcoming: UpcomingResponse = {
    currency: 'USD',
    from: '2026-03-01',
    to: '2026-03-30',
    days: 30,
    total: 34.99,
    limitedByPlan: false,
    charges: [
      { subscriptionId: 'f', name: 'Fitbox', date: '2026-03-04', amount: 9.5, frequency: 'weekly', source: 'real' },
      { subscriptionId: 'f', name: 'Fitbox', date: '2026-03-11', amount: 9.5, frequency: 'weekly', source: 'real' },
      { subscriptionId: 'n', name: 'Netflix', date: '2026-03-11', amount: 15.99, frequency: 'monthly', source: 'demo' },
    ],
  };
  it('lists the charges by day with the total', () => {
    const html = render(createElement(UpcomingSection, { data: upcoming, error: null, onRetry: noop, retrying: false }));
    const t = text(html);
    expect(t).toContain('Upcoming $34.99 in the next 30 days');
    expect(t).toContain('Mar 4, 2026 Fitbox · Weekly $9.50');
    expect(t).toContain('Mar 11, 2026 $25.49 Fitbox · Weekly $9.50 Netflix · Monthly · sample data $15.99');
    expect(html.match(/data-testid="upcoming-day"/g)).toHaveLength(2);
  });
  it('has an empty state, a loading state of the same frame and an error with a retry', () => {
    const empty = text(render(createElement(UpcomingSection, { data: { ...upcoming, charges: [], total: 0 }, error: null, onRetry: noop, retrying: false })));
    expect(empty).toContain('$0.00 in the next 30 days No charges expected in the next 30 days.');
    const loading = render(createElement(UpcomingSection, { data: undefined, error: null, onRetry: noop, retrying: false }));
    expect(loading).toContain('data-testid="upcoming-loading"');
    expect(loading).toContain('aria-busy="true"');
    const failed = render(createElement(UpcomingSection, { data: undefined, error: new Error('500: boom'), onRetry: noop, retrying: false }));
    expect(text(failed)).toContain('We could not load the upcoming charges. 500: boom Try again');
  });
});

describe('unlistedText', () => {
  it('counts the subscriptions the Free plan leaves off the list', () => {
    expect(unlistedText(1)).toBe('1 more active subscription is not listed on the Free plan; the totals above include it.');
    expect(unlistedText(3)).toBe('3 more active subscriptions are not listed on the Free plan; the totals above include them.');
  });
});

describe('a EUR home currency (issue "Trust": every figure in the file’s currency)', () => {
  const eur = (t: string) => {
    expect(t).not.toContain('$');
    return t;
  };
  it('the summary cards write the list’s and the savings’ currency', () => {
    const html = render(
      createElement(SummaryCards, {
        list: list({ currency: 'EUR', subscriptions: [sub({})], total: 8, limitedByPlan: true, planLimit: 1, monthlyTotal: 410.12, forgottenCount: 3, forgottenMonthly: 55.5 }),
        savings: { currency: 'EUR', totalSaved: 57, monthlySavings: 15.49, subscriptionsCancelled: 1 },
      }),
    );
    const t = eur(text(html));
    expect(t).toContain('Monthly total €410.12');
    expect(t).toContain('Forgotten 3 €55.50 a month');
    expect(t).toContain('Total saved €57.00 1 cancelled · €15.49 a month');
    expect(t).toContain('Monthly total €410.12 for all 8 active subscriptions');
    // Nothing yet (after the sample is removed): zero in euros, not "$0.00".
    const empty = eur(text(render(createElement(SummaryCards, { list: list({ currency: 'EUR' }), savings: { currency: 'EUR', totalSaved: 0, monthlySavings: 0, subscriptionsCancelled: 0 } }))));
    expect(empty).toContain('Monthly total €0.00');
    expect(empty).toContain('Total saved €0.00');
  });
  it('a list row, a cancelled row and Upcoming write the currency too', () => {
    const row = eur(
      text(render(createElement(SubscriptionItem, { subscription: sub({ frequency: 'annual', amount: 139, monthlyCost: 11.58 }), currency: 'EUR', onCancel: noop, onDismiss: noop, cancelling: false, dismissing: false }))),
    );
    expect(row).toContain('€139.00 / year');
    expect(row).toContain('€11.58');
    const cancelled = eur(
      text(render(createElement(CancelledSection, { cancelled: [sub({ status: 'cancelled', cancelledAt: '2026-02-20', monthlyCost: 15.99 })], currency: 'EUR', reactivating: new Set<string>(), onReactivate: noop }))),
    );
    expect(cancelled).toContain('saves €15.99 a month');
    const upcoming = eur(
      text(
        render(
          createElement(UpcomingSection, {
            data: { currency: 'CHF', from: '2026-03-01', to: '2026-03-30', days: 30, total: 9.5, limitedByPlan: false, charges: [{ subscriptionId: 'f', name: 'Fitbox', date: '2026-03-04', amount: 9.5, frequency: 'weekly', source: 'real' }] },
            error: null,
            onRetry: noop,
            retrying: false,
          }),
        ),
      ),
    );
    expect(upcoming).toContain('Upcoming CHF 9.50 in the next 30 days');
    expect(upcoming).toContain('Fitbox · Weekly CHF 9.50');
  });
});
