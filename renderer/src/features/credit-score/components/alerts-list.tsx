import { BellOff, ChevronDown, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { CreditAlert } from '../../../../../shared/contracts/credit';
import { IconText } from '@/components/icon-text';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatCreditDate } from '../lib/credit-format';
import { ListSkeleton, SectionError } from './credit-states';

// Colour and icon both carry the type, and the hidden prefix says it in words.
const ALERT_LOOK: Record<CreditAlert['type'], { icon: typeof Info; label: string; box: string; iconClass: string }> = {
  positive: { icon: CircleCheck, label: 'Good news', box: 'border-emerald-400/30 bg-emerald-400/5', iconClass: 'text-emerald-300' },
  warning: { icon: TriangleAlert, label: 'Warning', box: 'border-amber-400/40 bg-amber-400/5', iconClass: 'text-amber-300' },
  other: { icon: Info, label: 'Notice', box: 'border-sky-400/30 bg-sky-400/5', iconClass: 'text-sky-300' },
};

/** Alerts accumulate month by month; the newest few keep the score and the tabs in view. */
const ALERTS_PREVIEW = 5;

function AlertItem({ alert }: { alert: CreditAlert }) {
  const look = ALERT_LOOK[alert.type];
  const Icon = look.icon;
  return (
    <li className={cn('flex items-start gap-3 rounded-lg border p-3', look.box)} data-testid="credit-alert" data-type={alert.type}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', look.iconClass)} />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-white">
          <span className="sr-only">{look.label}: </span>
          <span data-testid="credit-alert-title">{alert.title}</span>
        </p>
        <p className="text-sm break-words text-slate-300">{alert.message}</p>
        <p className="text-xs text-slate-400">{formatCreditDate(alert.date)}</p>
      </div>
    </li>
  );
}

function AlertItems({ alerts }: { alerts: CreditAlert[] }) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const shown = showAll ? alerts : alerts.slice(0, ALERTS_PREVIEW);
  return (
    <>
      <ul id={listId} className="flex flex-col gap-3" data-testid="credit-alerts">
        {shown.map((alert) => (
          <AlertItem key={alert.id} alert={alert} />
        ))}
      </ul>
      {alerts.length > ALERTS_PREVIEW ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((all) => !all)}
          data-testid="credit-alerts-toggle"
        >
          {showAll ? 'Show fewer' : `Show all ${alerts.length} alerts`}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', showAll && 'rotate-180')} />
        </Button>
      ) : null}
    </>
  );
}

interface AlertsListProps {
  alerts: CreditAlert[] | undefined;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}

export function AlertsList({ alerts, error, onRetry, retrying }: AlertsListProps) {
  let content;
  if (alerts) {
    content =
      alerts.length === 0 ? (
        <IconText as="p" icon={BellOff} iconClassName="size-4 text-slate-400" className="flex items-center gap-2 rounded-lg bg-white/5 p-4 text-slate-300" data-testid="credit-alerts-empty">
          No alerts
        </IconText>
      ) : (
        <AlertItems alerts={alerts} />
      );
  } else if (error) {
    content = (
      <SectionError
        message="Alerts could not be loaded."
        detail={error.message}
        onRetry={onRetry}
        retrying={retrying}
        testId="credit-alerts-error"
      />
    );
  } else {
    content = <ListSkeleton rows={2} label="Loading your credit alerts" testId="credit-alerts-loading" />;
  }

  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <section aria-labelledby="credit-alerts-heading" className="flex flex-col gap-4">
        <h2 id="credit-alerts-heading" className="text-lg font-semibold text-white">
          Alerts
          {alerts && alerts.length > 0 ? (
            <span className="ml-2 text-base font-normal text-slate-400" data-testid="credit-alerts-count">
              ({alerts.length})
            </span>
          ) : null}
        </h2>
        {content}
      </section>
    </Card>
  );
}
