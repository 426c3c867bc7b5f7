import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/utils';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
 * screens). role="dialog" with aria-modal; focus moves in, is kept inside and returns to whatever
 * opened it; Escape and a tap outside close it; the page behind does not scroll.
 *
 * Not a native <dialog>: the top layer would hide the app's toasts (which report what the sheet's
 * actions did) behind the backdrop. The sheet sits just under the toast layer instead.
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
  if (!open) return null;
  return createPortal(
    <SheetPanel
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      dismissible={dismissible}
      contentKey={contentKey}
      className={className}
      testId={testId}
    >
      {children}
    </SheetPanel>,
    document.body,
  );
}

function focusFirst(container: HTMLElement, fallback: HTMLElement) {
  const body = container.querySelector<HTMLElement>('[data-sheet-body]');
  const target = body?.querySelector<HTMLElement>('[data-autofocus]') ?? body?.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? fallback).focus();
}

function SheetPanel({
  onOpenChange,
  title,
  description,
  dismissible,
  contentKey,
  className,
  testId,
  children,
}: Omit<BottomSheetProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const dismissibleRef = useRef(dismissible);
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    dismissibleRef.current = dismissible;
    onOpenChangeRef.current = onOpenChange;
  });

  // Focus in on open, back to the opener on close; no page scroll behind the sheet.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (panel) focusFirst(panel, panel);
  }, [contentKey]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        if (dismissibleRef.current) onOpenChangeRef.current(false);
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
      if (focusable.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="fixed inset-0 z-40 flex items-end justify-center">
      <div
        aria-hidden="true"
        data-testid="bottom-sheet-backdrop"
        className="absolute inset-0 bg-black/60 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0"
        onClick={() => {
          if (dismissible) onOpenChange(false);
        }}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
        className={cn(
          'relative flex max-h-[88dvh] w-full max-w-[480px] flex-col rounded-t-2xl border border-b-0 border-white/10 bg-navy-900',
          'shadow-2xl shadow-black/60 transition-transform duration-200 ease-out focus:outline-none starting:translate-y-full',
          className,
        )}
      >
        <div aria-hidden="true" className="mx-auto mt-2.5 h-1 w-10 shrink-0 rounded-full bg-white/20" />
        <div className="flex shrink-0 items-start justify-between gap-3 px-5 pt-3 pb-2">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={titleId} className="text-lg font-semibold text-white">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="text-sm text-slate-400">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            disabled={!dismissible}
            aria-label="Close"
            className="-mr-1 shrink-0 rounded-md p-2 text-slate-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 disabled:opacity-40"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div data-sheet-body className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-2 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
          {children}
        </div>
      </div>
    </div>
  );
}
