import { Trash2, Undo2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { deletedText } from '../messages';

export interface UndoState {
  /** One batch per delete request (a large selection is sent in parts); one Undo restores them all. */
  batchIds: string[];
  count: number;
}

interface LedgerActionBarProps {
  selectedCount: number;
  onDelete: () => void;
  onClearSelection: () => void;
  deleting: boolean;
  undo: UndoState | null;
  onUndo: () => void;
  onDismissUndo: () => void;
  undoing: boolean;
}

/**
 * What to do with the selection, and the undo of the last delete. The toasts cannot carry a button,
 * so the undo lives here, in a status line that is always in the page (announced when it changes)
 * and stays until used, dismissed or replaced by the next delete.
 */
export function LedgerActionBar({ selectedCount, onDelete, onClearSelection, deleting, undo, onUndo, onDismissUndo, undoing }: LedgerActionBarProps) {
  return (
    <div className="flex flex-col gap-2">
      <div role="status" aria-live="polite">
        {undo ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-gold-400/40 bg-navy-800 px-4 py-2" data-testid="ledger-undo-bar">
            <p className="flex-1 text-sm text-slate-100">{deletedText(undo.count)}</p>
            <Button size="sm" variant="outline" onClick={onUndo} disabled={undoing} data-testid="ledger-undo">
              <Undo2 aria-hidden="true" className="size-4" />
              {undoing ? 'Undoing…' : 'Undo'}
            </Button>
            <Button size="icon" variant="ghost" onClick={onDismissUndo} aria-label="Dismiss" disabled={undoing}>
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ) : null}
      </div>
      {selectedCount > 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-white/10 bg-navy-900/80 px-4 py-2" data-testid="ledger-selection-bar">
          <p className="flex-1 text-sm text-slate-100">{selectedCount.toLocaleString('en-US')} selected</p>
          <Button size="sm" variant="ghost" onClick={onClearSelection}>
            Clear selection
          </Button>
          <Button size="sm" variant="destructive" onClick={onDelete} disabled={deleting} data-testid="ledger-delete">
            <Trash2 aria-hidden="true" className="size-4" />
            {deleting ? 'Deleting…' : `Delete ${selectedCount === 1 ? 'transaction' : `${selectedCount.toLocaleString('en-US')} transactions`}`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
