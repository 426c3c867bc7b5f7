import { useState } from 'react';
import type { DashboardPeriod } from '../../../../shared/contracts/dashboards';
import { PRODUCT_NAME } from '@/components/brand';
import { PeriodSelect } from '@/components/owner/period-select';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { useTrafficSources } from '@/lib/owner-api/dashboard-queries';
import { ChannelResults } from './components/channel-results';
import { ShareCard } from './components/share-card';

/**
 * /share, the Quick share centre (docs/product.md "Campaign tools"): share the site on five
 * networks or copy its link, each tagged with its channel, and see what each channel brought
 * (traffic sources).
 */
export default function SharePage() {
  const [period, setPeriod] = useState<DashboardPeriod>('7d');
  const traffic = useTrafficSources(period);

  return (
    <ScreenPage tabTitle="Quick Share Centre">
      <ScreenTitle
        title="Quick Share Centre"
        demo={traffic.data?.includesDemoData ?? false}
        titleTestId="share-title"
        actions={<PeriodSelect value={period} onChange={setPeriod} />}
      >
        Share {PRODUCT_NAME} in one click and see which network brings visitors.
      </ScreenTitle>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ShareCard origin={window.location.origin} />
        <ChannelResults traffic={traffic} period={period} />
      </div>
    </ScreenPage>
  );
}
