import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const fieldClassName =
  'h-11 w-full rounded-md border border-white/15 bg-navy-950/70 px-3 text-base text-white placeholder:text-slate-500 ' +
  'transition-colors hover:border-white/25 focus-visible:border-gold-400 focus-visible:outline-none focus-visible:ring-2 ' +
  'focus-visible:ring-gold-400/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-400';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClassName, className)} {...props} />;
}
