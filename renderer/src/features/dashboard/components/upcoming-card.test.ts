/**
 * The dashboard's "Upcoming charges" card, rendered to markup with its answer already in the query
 * cache (the renderer tests run without a DOM).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import type { UpcomingResponse } from '../../../../../shared/contracts/subscriptions';
import { apiQueryKey } from '@/lib/api-client';
import { UpcomingCard } from './upcoming-card';

function render(answer: UpcomingResponse | undefined): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (answer) client.setQueryData(apiQueryKey(subscriptionsApi.upcoming), answer);
  const html = renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, createElement(UpcomingCard))));
  return html;
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

const charge = (name: string, date: string, amount: number) => ({ subscriptionId: name, name, date, amount, frequency: 'monthly', source: 'real' as const });

describe('UpcomingCard', () => {
  it('shows the next four charges, the 30-day total and a link to the subscriptions', () => {
    const html = render({
      from: '2026-03-01',
      to: '2026-03-30',
      days: 30,
      total: 64.97,
      limitedByPlan: false,
      currency: 'USD',
      charges: [charge('A', '2026-03-02', 9.5), charge('B', '2026-03-05', 15.99), charge('C', '2026-03-09', 9.5), charge('D', '2026-03-16', 9.5), charge('E', '2026-03-20', 20.48)],
    });
    const t = text(html);
    expect(t).toContain('Upcoming charges');
    expect(t).toContain('$64.97 in the next 30 days');
    expect(t).toContain('A Mon, Mar 2 $9.50 B Thu, Mar 5 $15.99 C Mon, Mar 9 $9.50 D Mon, Mar 16 $9.50');
    expect(t).not.toContain('Fri, Mar 20');
    expect(t).toContain('See all 5 upcoming charges');
    expect(html).toContain('href="/subscriptions"');
  });
  it('empty: says no charges are expected', () => {
    const t = text(render({ from: '2026-03-01', to: '2026-03-30', days: 30, total: 0, charges: [], limitedByPlan: false, currency: 'USD' }));
    expect(t).toContain('$0.00 in the next 30 days No charges expected in the next 30 days. See your subscriptions');
  });
  it('writes the home currency the answer names, never "$"', () => {
    const t = text(render({ from: '2026-03-01', to: '2026-03-30', days: 30, total: 9.5, charges: [charge('Fitbox', '2026-03-02', 9.5)], limitedByPlan: false, currency: 'EUR' }));
    expect(t).toContain('€9.50 in the next 30 days');
    expect(t).toContain('Fitbox Mon, Mar 2 €9.50');
    expect(t).not.toContain('$');
  });
  it('loading: the skeleton, announced once', () => {
    const html = render(undefined);
    expect(html).toContain('data-testid="dashboard-upcoming-loading"');
    expect(text(html)).toContain('Loading upcoming charges');
  });
});
