import { CalendarClock, Percent, ShieldCheck } from 'lucide-react';
import { BILL_PROVIDER_CONTACT_BUSINESS_DAYS, BILL_TYPICAL_COMPLETION_BUSINESS_DAYS } from '../../../../../shared/contracts/bills';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SUCCESS_FEE_PERCENT } from '../lib/bill-format';

/** The service's terms (docs/product.md "Bills"): the same text for every request, not a status. */
export function HowItWorks() {
  const items = [
    {
      icon: CalendarClock,
      text: `We contact your provider within ${BILL_PROVIDER_CONTACT_BUSINESS_DAYS} business days; most negotiations are done in ${BILL_TYPICAL_COMPLETION_BUSINESS_DAYS} business days.`,
    },
    { icon: Percent, text: `You pay a success fee of ${SUCCESS_FEE_PERCENT} of your monthly saving, and nothing if we save you nothing.` },
    { icon: ShieldCheck, text: 'We store only the last 4 digits of your account number.' },
  ];
  return (
    <Card data-testid="bill-how-it-works">
      <CardHeader>
        <CardTitle>How it works</CardTitle>
        <p className="text-xs text-slate-400">Our standard terms, the same for every request.</p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm text-slate-200">
          {items.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              {text}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
