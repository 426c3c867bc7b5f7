import { Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The spec's Start / Pause button. While tracking, the screen polls the read APIs at their intervals;
 * paused, it sends nothing. The state is said in text next to it as well as by the label.
 */
export function TrackerToggle({ live, onChange }: { live: boolean; onChange: (live: boolean) => void }) {
  return (
    <div className="flex items-center gap-3">
      <p className="flex items-center gap-2 text-sm text-slate-300" data-testid="tracker-state">
        <span
          aria-hidden="true"
          className={live ? 'size-2 animate-pulse rounded-full bg-emerald-400 motion-reduce:animate-none' : 'size-2 rounded-full bg-slate-500'}
        />
        {live ? 'Tracking live' : 'Paused'}
      </p>
      <Button variant="outline" onClick={() => onChange(!live)} data-testid="live-toggle">
        {live ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        {live ? 'Pause' : 'Start'}
      </Button>
    </div>
  );
}
