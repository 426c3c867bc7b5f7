import { X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type ComponentProps, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/utils';

interface DialogProps extends Omit<ComponentProps<'dialog'>, 'open' | 'title' | 'onClose' | 'onCancel'> {
  open: boolean;
  /** Asked to close: Escape, the close button, a click on the backdrop. The owner sets open={false}. */
  onClose: () => void;
  title: ReactNode;
  /** A line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Where focus goes when the dialog closes; by default the element that had it when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Beside the title, e.g. a status badge. */
  headerExtra?: ReactNode;
  footer?: ReactNode;
  /** The accessible name of the corner close button. */
  closeLabel?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> element: showModal() puts it in the top layer and makes the
 * rest of the page inert, so a screen reader and the keyboard stay inside it. Tab also wraps at its
 * ends (the browser would otherwise step out to its own toolbar), Escape and the backdrop close it,
 * the page behind does not scroll, and focus goes back where it came from.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  returnFocusRef,
  headerExtra,
  footer,
  closeLabel = 'Close dialog',
  children,
  className,
  ...props
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Layout effects: the dialog opens and closes in the same frame as its content appears and goes.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTarget = returnFocusRef?.current ?? opener;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';

    // Escape: the owner decides (it keeps `open`). A close the browser made on its own (a second
    // Escape without user activation skips `cancel`) is reported too, so state never drifts.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      root.style.overflow = overflow;
      if (returnTarget?.isConnected) returnTarget.focus();
    };
    // returnFocusRef is read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl overflow-hidden rounded-xl border border-white/10 bg-navy-900 p-0 text-slate-100 shadow-2xl shadow-black/60',
        'backdrop:bg-navy-950/80 backdrop:backdrop-blur-sm open:flex open:flex-col',
        className,
      )}
      {...props}
    >
      {open ? (
        <>
          <header className="flex items-start gap-3 border-b border-white/10 px-5 py-4 sm:px-6">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h2 id={titleId} className="min-w-0 font-serif text-xl font-semibold break-words text-white sm:text-2xl">
                  {title}
                </h2>
                {headerExtra}
              </div>
              {description ? (
                <div id={descriptionId} className="text-sm text-slate-400">
                  {description}
                </div>
              ) : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-mr-2 shrink-0 rounded-md p-2 text-slate-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">{children}</div>
          {footer ? (
            <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-white/10 px-5 py-4 sm:px-6">
              {footer}
            </footer>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
