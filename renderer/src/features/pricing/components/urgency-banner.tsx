import { Timer, X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { DISCOUNT_CODES } from '../../../../../shared/plans';
import { Button } from '@/components/ui/button';
import {
  clearExpiredDismissal,
  countdownRemainingMs,
  describeCountdown,
  formatCountdown,
  isBannerDismissed,
  readDismissedAt,
  writeDismissedAt,
  type KeyValueStore,
} from '../lib/urgency-banner';
import { systemNow, useNow } from '../lib/use-now';

const BANNER_CODE = 'BETA50';
const TICK_MS = 1_000;

function localStore(): KeyValueStore | undefined {
  try {
    return window.localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is blocked.
    return undefined;
  }
}

/** The dismissal is read when the banner renders; nothing announces changes to it. */
const subscribeToNothing = () => () => undefined;
const readStoredDismissal = () => readDismissedAt(localStore());
const noDismissalOnServer = () => null;

export interface UrgencyBannerProps {
  /** The banner's button: apply BETA50 to the page. */
  onClaim: () => void;
  clock?: () => number;
}

/**
 * The beta special (docs/product.md "Pricing"): 50% off with BETA50 and a 24 h countdown that
 * starts again at 24 h when it runs out (the banner says so, so the timer is not a false deadline).
 * Dismissing hides it on this device for 24 h.
 */
export function UrgencyBanner({ onClaim, clock = systemNow }: UrgencyBannerProps) {
  const now = useNow(TICK_MS, clock);
  const [startedAt] = useState(clock);
  // The stored dismissal is this browser's, unknown to the server that rendered the page: the first
  // render (hydration) draws what the server drew (no dismissal), and the stored one applies right
  // after. A dismissal made here is kept in memory too, for when storage refuses it.
  const storedAt = useSyncExternalStore(subscribeToNothing, readStoredDismissal, noDismissalOnServer);
  const [dismissedHere, setDismissedHere] = useState<number | null>(null);
  useEffect(() => clearExpiredDismissal(localStore(), clock()), [clock]);
  const dismissedAt = dismissedHere ?? storedAt;

  if (isBannerDismissed(dismissedAt, now)) return null;

  const remaining = countdownRemainingMs(startedAt, now);
  const dismiss = () => {
    const at = clock();
    writeDismissedAt(localStore(), at);
    setDismissedHere(at);
  };

  return (
    <aside aria-label="Beta special offer" className="border-b border-gold-400/30 bg-gold-400/10" data-testid="urgency-banner">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Timer aria-hidden="true" className="hidden size-5 shrink-0 text-gold-300 sm:block" />
        <p className="min-w-0 flex-1 text-sm text-gold-50">
          <span className="font-semibold">{DISCOUNT_CODES[BANNER_CODE].label}</span> your first payment with code{' '}
          <span className="font-mono font-semibold">{BANNER_CODE}</span>. Offer timer{' '}
          <span
            role="timer"
            aria-label={`${describeCountdown(remaining)} left`}
            className="font-mono font-semibold text-white tabular-nums"
            data-testid="urgency-countdown"
          >
            {formatCountdown(remaining)}
          </span>{' '}
          <span className="text-gold-100/80">(it restarts every 24 hours)</span>
        </p>
        <div className="flex items-center gap-2">
          <Button size="sm" onClick={onClaim} data-testid="urgency-banner-claim">
            Use {BANNER_CODE}
          </Button>
          <Button
            size="icon"
            variant="ghost"
            onClick={dismiss}
            aria-label="Dismiss the beta special for 24 hours"
            data-testid="urgency-banner-dismiss"
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </aside>
  );
}
