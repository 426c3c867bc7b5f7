import { Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Live / Paused: while live the screen polls at the spec's intervals; paused stops every poll. A
 * pressed toggle button, so screen readers hear its state.
 */
export function LiveToggle({ live, onChange }: { live: boolean; onChange: (live: boolean) => void }) {
  return (
    <Button variant="outline" aria-pressed={live} onClick={() => onChange(!live)} data-testid="live-toggle">
      {live ? (
        <>
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-emerald-400 motion-reduce:animate-none" />
          <Pause aria-hidden="true" className="size-4" />
          Live
        </>
      ) : (
        <>
          <Play aria-hidden="true" className="size-4" />
          Paused
        </>
      )}
    </Button>
  );
}
