import { ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TICKER_MESSAGES } from '../lib/marketing-copy';
import { usePrefersReducedMotion } from '../lib/use-media';
import { nextTickerIndex, TICKER_INTERVAL_MS, tickerRuns } from '../lib/widgets';

/**
 * The social-proof ticker (spec: rotating every 4 s). It holds still while hovered or focused, when
 * paused with its button, and for visitors who asked for reduced motion (they step with Next).
 * While it turns by itself it is not a live region, so screen readers are not interrupted every 4 s.
 */
export function SocialProofTicker({ messages = TICKER_MESSAGES }: { messages?: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const running = tickerRuns({ count: messages.length, hovered, focused, paused, reducedMotion });

  useEffect(() => {
    if (!running) return;
    // One step at a time, restarted whenever the message changes or the ticker resumes, so each
    // message (also one chosen with Next) gets its full 4 s.
    const id = window.setTimeout(() => setIndex((i) => nextTickerIndex(i, messages.length)), TICKER_INTERVAL_MS);
    return () => window.clearTimeout(id);
  }, [running, index, messages.length]);

  if (messages.length === 0) return null;
  const current = messages[index % messages.length];

  return (
    <section
      aria-roledescription="ticker"
      aria-label="What people say about us"
      className="flex w-full max-w-3xl items-center gap-2 rounded-2xl border border-white/10 bg-navy-900/80 py-1 pr-1 pl-4"
      data-testid="social-proof-ticker"
      data-running={running ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <p
        aria-live={running ? 'off' : 'polite'}
        aria-atomic="true"
        className="min-w-0 flex-1 text-sm text-slate-200"
        data-testid="ticker-message"
      >
        {current}
      </p>
      <span className="sr-only">
        ({(index % messages.length) + 1} of {messages.length})
      </span>
      <Button
        size="icon"
        variant="ghost"
        onClick={() => setPaused((p) => !p)}
        aria-label={paused ? 'Resume the ticker' : 'Pause the ticker'}
        data-testid="ticker-pause"
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
      </Button>
      <Button
        size="icon"
        variant="ghost"
        onClick={() => setIndex((i) => nextTickerIndex(i, messages.length))}
        aria-label="Next message"
        data-testid="ticker-next"
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </section>
  );
}
