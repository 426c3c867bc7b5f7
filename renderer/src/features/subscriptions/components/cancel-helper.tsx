import { ExternalLink, Phone } from 'lucide-react';
import type { Subscription } from '../../../../../shared/contracts/subscriptions';
import { displayHost, instructionSteps, safeExternalUrl, telHref } from '../lib/subscription-format';

/** How to cancel: the merchant's cancellation page, its phone number and the steps, from the catalogue. */
export function CancelHelper({ subscription, id }: { subscription: Subscription; id: string }) {
  const url = safeExternalUrl(subscription.cancellationUrl);
  const phone = subscription.cancellationPhone;
  const tel = phone ? telHref(phone) : null;
  const steps = instructionSteps(subscription.cancellationInstructions);
  const nothingKnown = !url && !tel && steps.length === 0;
  return (
    <div id={id} className="flex flex-col gap-3 rounded-lg border border-white/10 bg-navy-950/60 p-4 text-sm" data-testid="cancel-helper">
      {nothingKnown ? (
        <p className="text-slate-300">
          We do not have cancellation details for {subscription.merchantName} yet. Look for a cancel or manage-plan option in
          your account on its website or app, or call the number printed next to the charge on your bank statement.
        </p>
      ) : null}
      {url || tel ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {url ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-semibold text-gold-300 underline-offset-4 hover:underline"
              data-testid="cancel-url"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Cancel on {displayHost(url)}
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
          {tel && phone ? (
            <a
              href={tel}
              className="inline-flex items-center gap-1.5 font-semibold text-gold-300 underline-offset-4 hover:underline"
              data-testid="cancel-phone"
            >
              <Phone aria-hidden="true" className="size-4" />
              Call {phone}
            </a>
          ) : null}
        </div>
      ) : null}
      {steps.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <p className="font-semibold text-slate-100">Step by step</p>
          <ol className="flex list-decimal flex-col gap-1 pl-5 text-slate-300" data-testid="cancel-steps">
            {steps.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <p className="text-xs text-slate-400">
        Cancel with the merchant first, then press Mark Cancelled here so your savings are counted.
      </p>
    </div>
  );
}
