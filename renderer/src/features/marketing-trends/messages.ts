/** The toasts of /marketing-trends (docs/product.md "Trend predictor"). */
import type { ToastInput } from '@/components/ui/use-toast';

export const TRENDS_TOASTS = {
  complete: { title: 'Analysis Complete', description: 'The predictions were recomputed from your latest channel results.', variant: 'default' },
  failed: { title: 'Analysis Failed', description: 'Unable to analyze trends. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, ToastInput>;
