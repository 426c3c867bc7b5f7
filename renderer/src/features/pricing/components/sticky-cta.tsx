import { ScanSearch } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useStickyCtaVisible } from '../lib/use-media';

/** The sticky Start Free Scan bar, shown once the page is scrolled past 30% (docs/product.md "Pricing"). */
export function StickyCta({ onClick }: { onClick: () => void }) {
  const visible = useStickyCtaVisible();
  if (!visible) return null;
  return (
    <aside
      aria-label="Start a free scan"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gold-400/30 bg-navy-950/95 backdrop-blur"
      data-testid="sticky-cta"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <p className="min-w-0 text-sm text-slate-200">
          <span className="font-semibold text-white">See what you are paying for.</span>
          <span className="hidden sm:inline"> The scan is free and takes a minute.</span>
        </p>
        <Link
          to={SCREENS.subscriptions[0]}
          onClick={onClick}
          className={cn(buttonVariants({ size: 'sm' }), 'shrink-0')}
          data-testid="sticky-cta-button"
        >
          <ScanSearch aria-hidden="true" className="size-4" />
          Start Free Scan
        </Link>
      </div>
    </aside>
  );
}
