import { useId } from 'react';
import { DASHBOARD_PERIODS, PERIOD_LABELS, type DashboardPeriod } from '../../../../shared/contracts/dashboards';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/** Today / Last 7 days / Last 30 days. */
export function PeriodSelect({ value, onChange }: { value: DashboardPeriod; onChange: (period: DashboardPeriod) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm whitespace-nowrap text-slate-300">
        Period
      </Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as DashboardPeriod)} data-testid="period-select">
        {DASHBOARD_PERIODS.map((p) => (
          <option key={p} value={p}>
            {PERIOD_LABELS[p]}
          </option>
        ))}
      </Select>
    </div>
  );
}
