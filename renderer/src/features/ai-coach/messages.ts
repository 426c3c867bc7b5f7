/** The toasts this screen shows. The spec fixes the only one (docs/product.md "AI coach"). */
import type { ToastInput } from '@/components/ui/use-toast';

export const COACH_TOASTS = {
  voiceNotSupported: {
    title: 'Voice not supported',
    description: 'Please use Chrome for voice coaching.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;
