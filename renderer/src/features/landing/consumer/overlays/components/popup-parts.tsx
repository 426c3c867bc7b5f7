import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** The discount code to type at checkout and how long the offer lasts. */
export function OfferCode({ code, expiry }: { code: string; expiry: string }) {
  return (
    <>
      <p className="mt-2 text-sm text-slate-300">
        Code <span className="font-mono font-semibold text-white">{code}</span>
      </p>
      <Badge variant="warning" className="mt-3">
        <Clock aria-hidden="true" className="size-3.5" />
        {expiry}
      </Badge>
    </>
  );
}

/** A popup's two answers: the way out, and its offer (last, so it sits on the right and first in the stack on a phone). */
export function PopupActions({ dismissLabel, onDismiss, children }: { dismissLabel: string; onDismiss: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onDismiss}>
        {dismissLabel}
      </Button>
      {children}
    </div>
  );
}
