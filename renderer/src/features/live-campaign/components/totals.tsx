import { Clock, DollarSign, Eye, Megaphone, MousePointerClick, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { POST_TEMPLATE_IDS } from '../../../../../shared/contracts/campaigns';
import { Card } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';

export interface TrackerTotals {
  /** Page views, last 24 hours (the nearest first-party measure of reach). */
  reach: number;
  /** Visits today. */
  clicks: number;
  /** Beta signups plus purchases today. */
  signups: number;
  revenue: number;
  hours: number;
  posts: number;
}

function Total(props: { label: string; value: string; hint: string; icon: ReactNode; testId: string }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <p className="flex items-center gap-2 text-sm text-slate-400">
        {props.icon}
        {props.label}
      </p>
      <p className="text-2xl font-semibold text-white tabular-nums" data-testid={props.testId}>
        {props.value}
      </p>
      <p className="text-xs text-slate-400">{props.hint}</p>
    </Card>
  );
}

export function Totals({ totals }: { totals: TrackerTotals }) {
  const icon = 'size-4 text-gold-300';
  return (
    <section aria-label="Campaign totals" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <Total label="Reach" value={totals.reach.toLocaleString('en-US')} hint="Page views, last 24 h" icon={<Eye aria-hidden="true" className={icon} />} testId="total-reach" />
      <Total label="Clicks" value={totals.clicks.toLocaleString('en-US')} hint="Visits today" icon={<MousePointerClick aria-hidden="true" className={icon} />} testId="total-clicks" />
      <Total label="Signups" value={totals.signups.toLocaleString('en-US')} hint="Beta signups and purchases today" icon={<UserPlus aria-hidden="true" className={icon} />} testId="total-signups" />
      <Total label="Revenue" value={formatUsd(totals.revenue)} hint="Purchases today" icon={<DollarSign aria-hidden="true" className={icon} />} testId="total-revenue" />
      <Total label="Hours" value={totals.hours.toFixed(1)} hint="Tracked today, since midnight" icon={<Clock aria-hidden="true" className={icon} />} testId="total-hours" />
      <Total
        label="Posts"
        value={`${totals.posts} / ${POST_TEMPLATE_IDS.length}`}
        hint="Templates marked posted"
        icon={<Megaphone aria-hidden="true" className={icon} />}
        testId="total-posts"
      />
    </section>
  );
}
