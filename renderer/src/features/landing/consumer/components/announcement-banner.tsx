import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { RISK_FREE_TRIAL_DAYS } from '../../../../../../shared/landing';
import { MONEY_BACK_DAYS, PLANS } from '../../../../../../shared/plans';
import { Button } from '@/components/ui/button';
import { isBannerDismissed, rememberBannerDismissed } from '../lib/announcement-banner';
import { trackLandingClick } from '../lib/landing-tracking';
import { localStore } from '../lib/use-browser';
import { TrackedLink } from './tracked-link';

const PREMIUM = PLANS.premium;

/**
 * The announcement banner (spec growth: "dismissible announcement banner, 7-day risk-free premium
 * trial text"). The product charges from the first day, so "risk-free" is what the
 * refund policy (refunds within 30 days of the first purchase, see /legal/terms) makes true, and
 * the banner says that rather than promising a free trial.
 */
export function AnnouncementBanner() {
  const [dismissed, setDismissed] = useState(() => isBannerDismissed(localStore()));
  if (dismissed) return null;

  const dismiss = () => {
    rememberBannerDismissed(localStore());
    setDismissed(true);
    trackLandingClick('announcement_dismiss');
  };

  return (
    <aside aria-label="Announcement" className="border-b border-gold-400/30 bg-gold-400/10" data-testid="announcement-banner">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6">
        <Sparkles aria-hidden="true" className="hidden size-4 shrink-0 text-gold-300 sm:block" />
        <p className="min-w-0 flex-1 text-sm text-gold-50">
          <span className="font-semibold">{`Try ${PREMIUM.name} risk-free for ${RISK_FREE_TRIAL_DAYS} days.`}</span>{' '}
          {`Not for you? Cancel within ${RISK_FREE_TRIAL_DAYS} days and ask for a refund: refunds are available within ${MONEY_BACK_DAYS} days of your first purchase.`}{' '}
          <TrackedLink element="announcement_offers" to="/offers" className="font-semibold text-white underline underline-offset-4 hover:text-gold-200">
            See the {PREMIUM.name} offers
          </TrackedLink>
        </p>
        <Button size="icon" variant="ghost" onClick={dismiss} aria-label="Dismiss the announcement" data-testid="announcement-dismiss">
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </aside>
  );
}
