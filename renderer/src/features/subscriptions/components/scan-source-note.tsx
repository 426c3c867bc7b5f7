import { Info } from 'lucide-react';
import type { SubscriptionScanResponse } from '../../../../../shared/contracts/subscriptions';
import { otherCurrencyText, scanSourceText } from '../messages';

/**
 * After a scan, which data its findings came from and which rows it left out (docs/product.md
 * "Your data"). It stays on the screen after the toast has gone.
 */
export function ScanSourceNote({ result }: { result: Pick<SubscriptionScanResponse, 'dataSources' | 'otherCurrencyRows' | 'sampleDataUsed' | 'patternsFound'> }) {
  const leftOut = otherCurrencyText(result.otherCurrencyRows);
  return (
    <div role="status" className="flex items-start gap-2 text-sm text-slate-300" data-testid="scan-source">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <p>
        <span data-testid="scan-source-text">{scanSourceText(result)}.</span>
        {leftOut ? (
          <>
            {' '}
            <span data-testid="scan-other-currency">{leftOut}.</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
