import { Check, Zap } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { STRATEGY_STATUS_LABELS, isRunning, type Strategy, type StrategyStatus } from '../lib/strategies';

const VARIANT = { active: 'info', recommended: 'warning', ready: 'secondary', running: 'success' } as const;

/** One strategy: its status, what it does, and Activate (which marks it running, for good). */
export function StrategyCard({ id, strategy, status, saving, onActivate }: { id: string; strategy: Strategy; status: StrategyStatus; saving: boolean; onActivate: () => void }) {
  const running = isRunning(status);
  return (
    <Card className="flex w-full flex-col" data-testid={`strategy-${id}`} data-status={status}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant={VARIANT[status]} data-testid="strategy-status">
            {running ? <Check aria-hidden="true" className="size-3" /> : null}
            {STRATEGY_STATUS_LABELS[status]}
          </Badge>
          <span className="text-xs text-slate-400">Works on: {strategy.stage}</span>
        </div>
        <h3 className="text-lg font-semibold text-white">{strategy.title}</h3>
        <CardDescription>{strategy.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1" />
      <CardFooter>
        <Button
          variant={status === 'recommended' ? 'default' : 'outline'}
          onClick={onActivate}
          disabled={running || saving}
          data-testid="strategy-activate"
          aria-label={`${running ? 'Running' : 'Activate'}: ${strategy.title}`}
        >
          {running ? <Check aria-hidden="true" className="size-4" /> : <Zap aria-hidden="true" className="size-4" />}
          {running ? 'Running' : saving ? 'Activating...' : 'Activate'}
        </Button>
      </CardFooter>
    </Card>
  );
}
