import { Download } from 'lucide-react';
import type { BillingInfo } from '../../../../../shared/contracts/payments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDollars } from '../lib/billing-format';

interface SavingsCardProps {
  usage: BillingInfo['usage'];
  onDownload: () => void;
  downloading: boolean;
}

export function SavingsCard({ usage, onDownload, downloading }: SavingsCardProps) {
  const figures = [
    { id: 'subscriptions-found', label: 'Subscriptions found', value: usage.subscriptions_found.toLocaleString('en-US') },
    { id: 'savings-achieved', label: 'Savings achieved', value: formatDollars(usage.savings_achieved) },
    { id: 'bill-negotiations', label: 'Bill negotiations', value: usage.bill_negotiations.toLocaleString('en-US') },
  ];
  return (
    <Card className="flex flex-col" data-testid="savings-card">
      <div className="flex flex-col gap-4 p-6">
        <h2 id="savings-heading" className="text-lg font-semibold text-white">
          Your Savings
        </h2>
        <dl className="grid grid-cols-3 gap-3">
          {figures.map((figure) => (
            <div key={figure.id} className="flex flex-col-reverse gap-1">
              <dt className="text-xs text-slate-400">{figure.label}</dt>
              <dd className="text-xl font-semibold break-words text-white sm:text-2xl" data-testid={figure.id}>
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-auto border-t border-white/10 p-6">
        <Button variant="secondary" onClick={onDownload} disabled={downloading}>
          <Download aria-hidden="true" className="size-4" />
          {downloading ? 'Preparing report...' : 'Download Usage Report'}
        </Button>
      </div>
    </Card>
  );
}
