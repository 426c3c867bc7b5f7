import { LoaderCircle } from 'lucide-react';
import { SAVING_MESSAGE } from '../messages';

/** Full screen while the answers are saved (docs/product.md "Onboarding"). */
export function SavingOverlay() {
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-5 bg-navy-950/95 px-6 text-center backdrop-blur"
      data-testid="onboarding-saving"
    >
      <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-gold-400" />
      <p className="font-serif text-2xl font-semibold text-white">{SAVING_MESSAGE}</p>
    </div>
  );
}
