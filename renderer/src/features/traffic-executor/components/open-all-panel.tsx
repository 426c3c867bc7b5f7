import { ExternalLink, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { OPEN_ALL_SPACING_MS } from '../../../../../shared/contracts/campaigns';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { scheduleOpenAll } from '../lib/open-all';

const browserTimers = {
  setTimeout: (cb: () => void, ms: number) => window.setTimeout(cb, ms),
  clearTimeout: (h: unknown) => window.clearTimeout(h as number),
};

/** Open all: every platform link in a new tab, OPEN_ALL_SPACING_MS apart, with its progress. */
export function OpenAllPanel({ urls }: { urls: readonly string[] }) {
  const [opened, setOpened] = useState<number | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);
  const running = opened !== null && opened < urls.length;

  useEffect(() => () => cancelRef.current?.(), []);

  function start() {
    cancelRef.current?.();
    setOpened(0);
    cancelRef.current = scheduleOpenAll(urls, OPEN_ALL_SPACING_MS, (url) => window.open(url, '_blank', 'noopener,noreferrer'), setOpened, browserTimers);
  }

  function stop() {
    cancelRef.current?.();
    cancelRef.current = null;
    setOpened(null);
  }

  return (
    <div className="flex flex-col gap-3" data-testid="open-all">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={start} disabled={running} data-testid="open-all-button">
          <ExternalLink aria-hidden="true" className="size-4" />
          Open all {urls.length} platforms
        </Button>
        {running ? (
          <Button variant="ghost" onClick={stop} data-testid="open-all-stop">
            <Square aria-hidden="true" className="size-4" />
            Stop
          </Button>
        ) : null}
      </div>
      {opened !== null ? (
        <div className="flex flex-col gap-2">
          <Progress value={(opened / urls.length) * 100} label="Platforms opened" />
          <p role="status" className="text-sm text-slate-300" data-testid="open-all-status">
            {running
              ? `Opening ${opened} of ${urls.length}, one every ${OPEN_ALL_SPACING_MS / 1000} s...`
              : `Opened ${opened} of ${urls.length}. If only the first tab appeared, allow pop-ups for this site or use each Open button.`}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-400">Opens each platform in a new tab, one second apart.</p>
      )}
    </div>
  );
}
