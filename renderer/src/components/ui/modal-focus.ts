/** What the app's two modal primitives (Dialog, BottomSheet) share about focus and outside clicks. */
import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus on open (Radix's onOpenAutoFocus): an element marked `data-autofocus`, else the first one
 * in the part marked `data-modal-body` that takes focus, else Radix's default (the first in the
 * whole panel, often the close button).
 */
export function focusMarkedTarget(event: Event): void {
  if (event.currentTarget instanceof HTMLElement && focusInside(event.currentTarget)) event.preventDefault();
}

/** Focuses the panel's marked or first body element; false when it has none. */
export function focusInside(panel: HTMLElement): boolean {
  const body = panel.querySelector<HTMLElement>('[data-modal-body]');
  const target = panel.querySelector<HTMLElement>('[data-autofocus]') ?? body?.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  return target !== null && target !== undefined;
}

/**
 * In the toast area, or in a toast. A toast's close button removes the toast on click, before Radix
 * (which waits for the click to judge a pointer-down outside) looks at it: the target is then out of
 * the page, no longer inside the region, but still inside its own toast element ([data-toast]).
 */
function inToast(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-toast-region], [data-toast]') !== null;
}

/**
 * The toast area stays usable over a modal (Radix's onInteractOutside): a click on a toast, its
 * close button included, does not close what is open.
 */
export function keepToastsInteractive(event: { target: EventTarget | null; preventDefault(): void }): void {
  if (inToast(event.target)) event.preventDefault();
}

/**
 * Escape pressed in a toast closes that toast, not the modal under it (Radix's onEscapeKeyDown; the
 * toast handles its own Escape).
 */
export function keepModalOnToastEscape(event: KeyboardEvent): void {
  if (inToast(event.target)) event.preventDefault();
}

/**
 * Focus back where it came from when the modal closes. Radix returns focus to a Dialog.Trigger; our
 * modals are opened by whatever the screen chooses (a list row, a timer), so the element that had
 * focus when `open` turned true is remembered (a layout effect: before the modal takes focus) and
 * the returned handler, Radix's onCloseAutoFocus, focuses it (or `preferred`, when given).
 */
export function useReturnFocus(open: boolean, preferred?: RefObject<HTMLElement | null>): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (event) => {
    event.preventDefault();
    const target = preferred?.current ?? opener.current;
    if (target?.isConnected) target.focus();
  };
}
