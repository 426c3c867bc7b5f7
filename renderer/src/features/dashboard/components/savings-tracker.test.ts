/**
 * The dashboard's savings tracker, rendered to markup (the renderer tests run without a DOM): its
 * figures, the chart's values and the chart's axis ticks in the home currency.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DashboardResponse } from '../../../../../shared/contracts/dashboard';
import { SavingsTracker } from './savings-tracker';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

const savings: DashboardResponse['savings'] = {
  monthlyTarget: 1500,
  actualSaved: 40,
  subscriptionsCancelled: 1,
  totalSavedAllTime: 120,
  months: [
    { month: '2026-10', monthlyTarget: 1500, actualSaved: 80, subscriptionsCancelled: 1 },
    { month: '2026-11', monthlyTarget: 1500, actualSaved: 40, subscriptionsCancelled: 0 },
  ],
};

describe('SavingsTracker', () => {
  it('writes euros everywhere with a EUR home currency: the figures, the bars and the axis ticks', () => {
    const html = renderToStaticMarkup(createElement(SavingsTracker, { savings, currency: 'EUR' }));
    const t = text(html);
    expect(t).not.toContain('$');
    expect(t).toContain('€1,500');
    // The axis ticks (compact): "€0" at the bottom and "€1.5K"-style ones above.
    expect(t).toMatch(/€0\b/);
    expect(t).toMatch(/€\d+(\.\d)?K/);
  });
  it('US dollars as before', () => {
    const t = text(renderToStaticMarkup(createElement(SavingsTracker, { savings, currency: 'USD' })));
    expect(t).toMatch(/\$\d+(\.\d)?K/);
    expect(t).not.toContain('€');
  });
});
