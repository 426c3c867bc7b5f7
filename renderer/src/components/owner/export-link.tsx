import { Download } from 'lucide-react';
import { exportPath, type DashboardPeriod, type ExportDataset } from '../../../../shared/contracts/dashboards';
import { buttonVariants } from '@/components/ui/button';
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
    <a href={exportPath(dataset, period, viewerTzOffset())} download className={buttonVariants({ variant: 'outline', size: 'sm' })} data-testid={`export-${dataset}`}>
      <Download aria-hidden="true" className="size-4" />
      {LABELS[dataset]} CSV
    </a>
  );
}
