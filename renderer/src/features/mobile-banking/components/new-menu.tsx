import { ChevronRight, FileUp, Link2, LoaderCircle, type LucideIcon } from 'lucide-react';

interface NewMenuProps {
  onConnect: () => void;
  onImport: () => void;
  connecting: boolean;
  /** The server runs the offline demo bank provider. */
  demo: boolean;
}

/** "New": the two ways to add accounts and transactions. */
export function NewMenu({ onConnect, onImport, connecting, demo }: NewMenuProps) {
  const options: { label: string; description: string; icon: LucideIcon; onClick: () => void; busy?: boolean; testId: string }[] = [
    {
      label: 'Connect a bank',
      description: demo
        ? 'Offline demo: adds a sample institution with demo accounts and transactions.'
        : 'Uses the bank provider this server is set up with.',
      icon: Link2,
      onClick: onConnect,
      busy: connecting,
      testId: 'new-connect-bank',
    },
    {
      label: 'Import a bank file',
      description: 'A CSV, OFX, QFX or QIF export from your bank. You see the rows before anything is saved.',
      icon: FileUp,
      onClick: onImport,
      testId: 'new-import-file',
    },
  ];
  return (
    <ul className="flex flex-col gap-2" data-testid="new-menu">
      {options.map(({ label, description, icon: Icon, onClick, busy, testId }) => (
        <li key={label}>
          <button
            type="button"
            onClick={onClick}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid={testId}
            className="flex w-full items-center gap-3 rounded-xl border border-white/10 bg-navy-950/60 p-4 text-left transition-colors hover:border-gold-400/40 hover:bg-navy-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 disabled:cursor-wait"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-400/10 text-gold-300">
              {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Icon aria-hidden="true" className="size-5" />}
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium text-white">{busy ? 'Connecting...' : label}</span>
              <span className="text-xs text-slate-400">{description}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          </button>
        </li>
      ))}
    </ul>
  );
}
