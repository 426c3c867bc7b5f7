import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { dismissToast, TOAST_DURATION_MS, TOAST_WITH_ACTION_DURATION_MS, useToast, type ToastItem } from './use-toast';

/**
 * The spec's "toast area": a live region fixed to the page corner. Rendered once, by the app.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <section
      aria-label="Notifications"
      data-toast-region
      className="pointer-events-none fixed right-0 bottom-0 z-50 flex w-full flex-col items-end gap-2 p-4 sm:max-w-md"
    >
      {/* The live region is always in the page, so screen readers announce each toast as it arrives. */}
      <ol aria-live="polite" aria-atomic="false" className="flex w-full flex-col gap-2">
        {toasts.map((t) => (
          <ToastView key={t.id} item={t} />
        ))}
      </ol>
    </section>
  );
}

function ToastView({ item }: { item: ToastItem }) {
  const { id } = item;
  // Hovering or focusing the toast pauses its timer, so nobody loses a message while reading it.
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.action ? TOAST_WITH_ACTION_DURATION_MS : TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, id]);

  const destructive = item.variant === 'destructive';
  return (
    <li
      data-testid="toast"
      data-toast
      data-variant={item.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      // Escape in a toast closes it (an open dialog under it stays: see keepModalOnToastEscape).
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(id);
      }}
      className={cn(
        'pointer-events-auto relative flex w-full animate-toast-in gap-3 rounded-lg border p-4 pr-11 shadow-2xl shadow-black/40',
        destructive ? 'border-red-400/50 bg-red-950 text-red-50' : 'border-gold-400/40 bg-navy-800 text-slate-100',
      )}
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold" data-testid="toast-title">
          {item.title}
        </p>
        {item.description ? (
          <p className={cn('text-sm', destructive ? 'text-red-100/90' : 'text-slate-300')} data-testid="toast-description">
            {item.description}
          </p>
        ) : null}
        {item.action ? (
          <button
            type="button"
            onClick={() => {
              item.action?.onClick();
              dismissToast(id);
            }}
            className="mt-1 self-start rounded-md border border-current/40 px-3 py-1 text-sm font-semibold transition-colors hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
            data-testid="toast-action"
          >
            {item.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(id)}
        aria-label="Close notification"
        className="absolute top-3 right-3 rounded-md p-1 text-current/70 transition-colors hover:bg-white/10 hover:text-current focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
