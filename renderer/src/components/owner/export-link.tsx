import { Download } from 'lucide-react';
import { commandCentreApi } from '../../../../shared/api/command-centre';
import type { DashboardPeriod, ExportDataset } from '../../../../shared/contracts/dashboards';
import { buttonVariants } from '@/components/ui/button';
import { apiUrl } from '@/lib/api-client';
import { viewerTzOffset } from '@/lib/owner-api/dashboard-queries';

const LABELS: Record<ExportDataset, string> = {
  'beta-signups': 'Beta signups',
  newsletter: 'Newsletter subscribers',
  conversions: 'Conversions',
  'traffic-sources': 'Traffic sources',
};

/** A CSV download of one dataset for the chosen period (the server answers it as an attachment). */
export function ExportLink({ dataset, period }: { dataset: ExportDataset; period: DashboardPeriod }) {
  return (
    <a href={apiUrl(commandCentreApi.exportCsv, { params: { dataset }, query: { period, tzOffset: viewerTzOffset() } })} download className={buttonVariants({ variant: 'outline', size: 'sm' })} data-testid={`export-${dataset}`}>
      <Download aria-hidden="true" className="size-4" />
      {LABELS[dataset]} CSV
    </a>
  );
}
