import { Lock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';

/** The card around either payment form: a region named by its heading, with where the card details go. */
export function PaymentCard({ testId, security, children }: { testId: string; security: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} data-testid={testId}>
      <CardHeader>
        <h2 id={titleId} className="text-xl font-semibold text-white">
          Payment details
        </h2>
        <CardDescription className="flex items-center gap-1.5">
          <Lock aria-hidden="true" className="size-3.5" />
          {security}
        </CardDescription>
      </CardHeader>
      {children}
    </Card>
  );
}
