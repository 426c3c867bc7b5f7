import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-gold-400/40 bg-gold-400/10 text-gold-200',
        secondary: 'border-white/15 bg-white/5 text-slate-200',
        success: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200',
        warning: 'border-amber-400/40 bg-amber-400/10 text-amber-200',
        info: 'border-sky-400/40 bg-sky-400/10 text-sky-200',
        destructive: 'border-red-400/40 bg-red-500/10 text-red-200',
        demo: 'border-fuchsia-300/50 bg-fuchsia-400/10 text-fuchsia-100',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
