/**
 * A tiny toast store. At most MAX_VISIBLE_TOASTS (one) toast is shown: a new toast replaces the
 * old one. Each toast closes itself after TOAST_DURATION_MS (paused while hovered or focused, see
 * the Toaster) or with its close button.
 */
import { useSyncExternalStore } from 'react';
import { MAX_VISIBLE_TOASTS } from '../../../../shared/constants';

export type ToastVariant = 'default' | 'destructive';

/** One button in the toast (an Undo): it runs `onClick`, then the toast closes. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title'>> {
  id: number;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
}

export const TOAST_DURATION_MS = 5_000;
/** A toast with an action stays longer: there is something to press, not only to read. */
export const TOAST_WITH_ACTION_DURATION_MS = 10_000;

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): readonly ToastItem[] {
  return items;
}

export function dismissToast(id?: number): void {
  const next = id === undefined ? [] : items.filter((t) => t.id !== id);
  if (next.length === items.length) return;
  items = next;
  emit();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    action: input.action,
  };
  items = [item, ...items].slice(0, MAX_VISIBLE_TOASTS);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast(): {
  toasts: readonly ToastItem[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
