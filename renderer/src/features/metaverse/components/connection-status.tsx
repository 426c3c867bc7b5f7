import { CircleCheck, LoaderCircle, RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { describeClose } from '../lib/close-reason';
import type { MetaverseConnectionState } from '../lib/use-metaverse-connection';

const LABELS = { connected: 'Connected', connecting: 'Connecting...', disconnected: 'Disconnected' } as const;

type Props = Pick<MetaverseConnectionState, 'status' | 'lastClose' | 'retryInMs' | 'attempt' | 'reconnect'> & {
  /** This connection's id in the world, once welcomed (the players list of other pages shows it). */
  playerId: string | null;
};

/** The live connection (docs/product.md "Metaverse": connected or disconnected), why it ended, and a way to retry now. */
export function ConnectionStatus({ status, lastClose, retryInMs, attempt, reconnect, playerId }: Props) {
  const Icon = status === 'connected' ? CircleCheck : status === 'connecting' ? LoaderCircle : WifiOff;
  return (
    <Card
      className="flex flex-col gap-2 p-4"
      data-testid="metaverse-connection"
      data-status={status}
      data-player-id={playerId ?? undefined}
    >
      {/* As tall with the Reconnect button as without: connecting, then connected, moves nothing. */}
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <p
          role="status"
          aria-live="polite"
          className={cn(
            'flex items-center gap-2 font-semibold',
            status === 'connected' ? 'text-emerald-300' : status === 'connecting' ? 'text-amber-200' : 'text-red-300',
          )}
        >
          <Icon aria-hidden="true" className={cn('size-5', status === 'connecting' && 'animate-spin')} />
          <span data-testid="metaverse-connection-status">{LABELS[status]}</span>
        </p>
        {status !== 'connected' ? (
          <Button size="sm" variant="outline" onClick={reconnect} disabled={status === 'connecting'}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Reconnect
          </Button>
        ) : null}
      </div>
      {status !== 'connected' && lastClose ? (
        <p className="text-sm text-slate-300" data-testid="metaverse-close-reason">
          {describeClose(lastClose)}
        </p>
      ) : null}
      {status === 'disconnected' && retryInMs !== null ? (
        <p className="text-xs text-slate-400" data-testid="metaverse-retry">
          Trying again automatically in {Math.round(retryInMs / 1000)} s (attempt {attempt}).
        </p>
      ) : null}
    </Card>
  );
}
