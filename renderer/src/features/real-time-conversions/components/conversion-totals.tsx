import type { ConversionsResponse } from '../../../../../shared/contracts/dashboards';
import { Card } from '@/components/ui/card';
import { formatCount, formatDollars } from '../lib/conversions-format';

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-400">{label}</p>
      <p className="text-2xl font-semibold text-white tabular-nums" data-testid={testId}>
        {value}
      </p>
    </Card>
  );
}

/** The week's totals from the same answer. */
export function ConversionTotals({ data }: { data: ConversionsResponse }) {
  return (
    <section aria-label="Totals of the last 7 days" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Total label="Purchases" value={formatCount(data.conversions)} testId="total-purchases" />
      <Total label="Beta signups" value={formatCount(data.betaSignups)} testId="total-beta-signups" />
      <Total label="Revenue" value={formatDollars(data.totalRevenue)} testId="total-revenue" />
      <Total label="Conversion rate" value={`${data.conversionRate.toFixed(2)}%`} testId="total-conversion-rate" />
    </section>
  );
}
