import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { focusInside, focusMarkedTarget, keepModalOnToastEscape, keepToastsInteractive, useReturnFocus } from './modal-focus';

interface BottomSheetProps {
  open: boolean;
  /** Called with false when the user closes the sheet (close button, Escape, tap outside). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** False while work that must not be interrupted runs: the sheet then stays open. */
  dismissible?: boolean;
  /** When this changes while open (the sheet shows another step), focus moves to the new content. */
  contentKey?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A modal panel that slides up from the bottom, as on a phone (at most 480 px wide, centred on wide
 * screens), on Radix's Dialog: focus moves in, is kept inside and returns to whatever opened it;
 * the page behind is hidden from screen readers and does not scroll; Escape and a tap outside close
 * it. It sits just under the toast area, which stays announced and clickable (the toasts report
 * what the sheet's actions did).
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  contentKey,
  className,
  testId,
  children,
}: BottomSheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const shownKey = useRef(contentKey);
  const returnFocus = useReturnFocus(open);

  // Another step inside the open sheet: focus follows the new content.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || shownKey.current === contentKey) return;
    shownKey.current = contentKey;
    if (!focusInside(panel)) panel.focus();
  }, [contentKey]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next || dismissible ? onOpenChange(next) : undefined)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid="bottom-sheet-backdrop"
          className="fixed inset-0 z-40 bg-black/60 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0"
        />
        <DialogPrimitive.Content
          ref={panelRef}
          {...(description ? {} : { 'aria-describedby': undefined })}
          data-testid={testId}
          onOpenAutoFocus={focusMarkedTarget}
          onCloseAutoFocus={returnFocus}
          onInteractOutside={keepToastsInteractive}
          onEscapeKeyDown={keepModalOnToastEscape}
          className={cn(
            'fixed inset-x-0 bottom-0 z-40 mx-auto flex max-h-[88dvh] w-full max-w-[480px] flex-col rounded-t-2xl border border-b-0 border-white/10 bg-navy-900',
            'shadow-2xl shadow-black/60 transition-transform duration-200 ease-out focus:outline-none starting:translate-y-full',
            className,
          )}
        >
          <div aria-hidden="true" className="mx-auto mt-2.5 h-1 w-10 shrink-0 rounded-full bg-white/20" />
          <div className="flex shrink-0 items-start justify-between gap-3 px-5 pt-3 pb-2">
            <div className="flex min-w-0 flex-col gap-1">
              <DialogPrimitive.Title className="text-lg font-semibold text-white">{title}</DialogPrimitive.Title>
              {description ? <DialogPrimitive.Description className="text-sm text-slate-400">{description}</DialogPrimitive.Description> : null}
            </div>
            <DialogPrimitive.Close
              disabled={!dismissible}
              aria-label="Close"
              className="-mr-1 shrink-0 rounded-md p-2 text-slate-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 disabled:opacity-40"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div data-modal-body className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-2 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
            {children}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
