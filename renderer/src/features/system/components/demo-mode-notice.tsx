import { WifiOff } from 'lucide-react';
import { useIsDemoMode } from '@/lib/health';

/**
 * A slim strip on every screen while the server runs in offline demo mode (no payment or bank keys
 * configured): sample data and local demo providers, no real money moves. Hidden otherwise. The
 * served page already says so (useIsDemoMode), so the strip is in the first paint.
 */
export function DemoModeNotice() {
  if (!useIsDemoMode()) return null;
  return (
    <div
      className="border-b border-fuchsia-300/20 bg-fuchsia-950/40 px-4 py-1.5 text-center text-xs text-fuchsia-100"
      data-testid="demo-mode-notice"
    >
      <WifiOff aria-hidden="true" className="mr-1.5 inline size-3.5 align-[-2px]" />
      <span className="font-semibold">Offline demo mode.</span> Sample data and local demo providers: no real bank or
      payment connections.
    </div>
  );
}
