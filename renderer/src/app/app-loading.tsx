import { Spinner } from '@/components/ui/spinner';

/** Shown while the first screen's code loads (the router's hydrate fallback). */
export function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label="Loading Wealth Desk" className="size-8" />
    </div>
  );
}
