import { CalendarX, Receipt, ShieldCheck } from 'lucide-react';
import { MONEY_BACK_DAYS } from '../../../../../shared/plans';

/** The guarantee strip (spec: "Guarantee text says 30-day money back"). */
export function GuaranteeStrip() {
  return (
    <section aria-label="Our guarantee" className="rounded-xl border border-emerald-400/30 bg-emerald-400/5 p-4" data-testid="guarantee-strip">
      <ul className="grid gap-3 text-sm text-emerald-50 sm:grid-cols-3">
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-300" />
          <span>
            <span className="font-semibold" data-testid="guarantee-days">
              {MONEY_BACK_DAYS}-day money-back guarantee
            </span>
          </span>
        </li>
        <li className="flex items-center gap-2">
          <CalendarX aria-hidden="true" className="size-5 shrink-0 text-emerald-300" />
          Cancel anytime, keep the plan until the period ends
        </li>
        <li className="flex items-center gap-2">
          <Receipt aria-hidden="true" className="size-5 shrink-0 text-emerald-300" />
          Billed monthly or yearly, no hidden fees
        </li>
      </ul>
    </section>
  );
}
