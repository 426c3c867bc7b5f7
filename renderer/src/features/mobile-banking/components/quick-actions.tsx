import { ArrowDownLeft, ArrowUpRight, Plus, RefreshCw, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

interface QuickActionsProps {
  onSend: () => void;
  onReceive: () => void;
  onRefresh: () => void;
  onNew: () => void;
  refreshing: boolean;
}

/** Send, Receive, Refresh, New (docs/product.md "Banking"). */
export function QuickActions({ onSend, onReceive, onRefresh, onNew, refreshing }: QuickActionsProps) {
  const actions: { label: string; icon: LucideIcon; onClick: () => void; busy?: boolean; testId: string }[] = [
    { label: 'Send', icon: ArrowUpRight, onClick: onSend, testId: 'action-send' },
    { label: 'Receive', icon: ArrowDownLeft, onClick: onReceive, testId: 'action-receive' },
    { label: 'Refresh', icon: RefreshCw, onClick: onRefresh, busy: refreshing, testId: 'action-refresh' },
    { label: 'New', icon: Plus, onClick: onNew, testId: 'action-new' },
  ];
  return (
    <ul className="grid grid-cols-4 gap-2" aria-label="Actions">
      {actions.map(({ label, icon: Icon, onClick, busy, testId }) => (
        <li key={label}>
          <button
            type="button"
            onClick={onClick}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid={testId}
            className="group flex w-full flex-col items-center gap-1.5 rounded-xl py-2 text-xs font-medium text-slate-200 transition-colors hover:bg-white/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 disabled:cursor-wait"
          >
            <span className="grid size-12 place-items-center rounded-full border border-gold-400/40 bg-gold-400/10 text-gold-300 transition-colors group-hover:bg-gold-400/20">
              <Icon aria-hidden="true" className={cn('size-5', busy && 'animate-spin')} />
            </span>
            {busy ? 'Refreshing' : label}
          </button>
        </li>
      ))}
    </ul>
  );
}
