import { Download } from 'lucide-react';
import type { BillingInfo } from '../../../../../shared/contracts/payments';
import { FigureList } from '@/components/figure-list';
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
    { testId: 'subscriptions-found', label: 'Subscriptions found', value: usage.subscriptions_found.toLocaleString('en-US') },
    { testId: 'savings-achieved', label: 'Savings achieved', value: formatDollars(usage.savings_achieved) },
    { testId: 'bill-negotiations', label: 'Bill negotiations', value: usage.bill_negotiations.toLocaleString('en-US') },
  ];
  return (
    <Card className="flex flex-col" data-testid="savings-card">
      <div className="flex flex-col gap-4 p-6">
        <h2 id="savings-heading" className="text-lg font-semibold text-white">
          Your Savings
        </h2>
        <FigureList
          figures={figures}
          className="grid grid-cols-3 gap-3"
          itemClassName="flex flex-col-reverse gap-1"
          valueClassName="text-xl font-semibold break-words text-white sm:text-2xl"
        />
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
