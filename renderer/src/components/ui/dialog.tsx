import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { cn } from '@/lib/utils';
import { focusMarkedTarget, keepModalOnToastEscape, keepToastsInteractive, useReturnFocus } from './modal-focus';

interface DialogProps extends Omit<ComponentProps<'div'>, 'title' | 'onClose'> {
  open: boolean;
  /** Asked to close: Escape, the close button, a click outside. The owner sets open={false}. */
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

/**
 * A modal dialog on Radix's Dialog: focus moves in (to an element marked `data-autofocus`, else the
 * first one that takes it), stays inside and returns to the opener; the rest of the page is hidden
 * from screen readers and does not scroll; Escape and a click outside ask to close.
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
  const returnFocus = useReturnFocus(open, returnFocusRef);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-navy-950/80 backdrop-blur-sm" />
        <DialogPrimitive.Content
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={focusMarkedTarget}
          onCloseAutoFocus={returnFocus}
          onInteractOutside={keepToastsInteractive}
          onEscapeKeyDown={keepModalOnToastEscape}
          className={cn(
            'fixed top-1/2 left-1/2 z-40 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col',
            'overflow-hidden rounded-xl border border-white/10 bg-navy-900 p-0 text-slate-100 shadow-2xl shadow-black/60 focus:outline-none',
            className,
          )}
          {...props}
        >
          <header className="flex items-start gap-3 border-b border-white/10 px-5 py-4 sm:px-6">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <DialogPrimitive.Title className="min-w-0 font-serif text-xl font-semibold break-words text-white sm:text-2xl">
                  {title}
                </DialogPrimitive.Title>
                {headerExtra}
              </div>
              {description ? (
                <DialogPrimitive.Description asChild>
                  <div className="text-sm text-slate-400">{description}</div>
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="-mr-2 shrink-0 rounded-md p-2 text-slate-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">{children}</div>
          {footer ? (
            <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-white/10 px-5 py-4 sm:px-6">{footer}</footer>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
