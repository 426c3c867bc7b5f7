import { useState } from 'react';
import type { DashboardPeriod } from '../../../../shared/contracts/dashboards';
import { PRODUCT_NAME } from '@/components/brand';
import { PeriodSelect } from '@/components/owner/period-select';
import { ScreenHeader } from '@/components/screen-header';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { useTrafficSources } from '@/lib/owner-api/dashboard-queries';
import { ChannelResults } from './components/channel-results';
import { ShareCard } from './components/share-card';

/**
 * /share, the Quick share centre (spec growth section 2): share the site on five networks or copy
 * its link, each tagged with its channel, and see what each channel brought (traffic sources).
 */
export default function SharePage() {
  const [period, setPeriod] = useState<DashboardPeriod>('7d');
  const traffic = useTrafficSources(period);

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Quick Share Centre · ${PRODUCT_NAME}`}</title>
      <ScreenHeader />
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-3" data-testid="share-title">
              <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Quick Share Centre</h1>
              {traffic.data?.includesDemoData ? <DemoDataBadge /> : null}
            </div>
            <p className="max-w-3xl text-slate-300">Share {PRODUCT_NAME} in one click and see which network brings visitors.</p>
          </div>
          <PeriodSelect value={period} onChange={setPeriod} />
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ShareCard origin={window.location.origin} />
          <ChannelResults traffic={traffic} period={period} />
        </div>
      </main>
    </div>
  );
}
