/** The toasts of /execute (docs/product.md "Campaign tools": "Copied to clipboard" on the templates). */
import type { ToastInput } from '@/components/ui/use-toast';

export const EXECUTOR_TOASTS = {
  copied: { title: 'Copied to clipboard', description: 'Paste it on the platform, then mark it as posted.' },
  copyFailed: { title: 'Copy failed', description: 'Your browser refused the clipboard. The text is selected: copy it by hand.', variant: 'destructive' },
  saveFailed: (detail: string): ToastInput => ({ title: 'Could not save the status', description: detail, variant: 'destructive' }),
} as const satisfies Record<string, ToastInput | ((detail: string) => ToastInput)>;
