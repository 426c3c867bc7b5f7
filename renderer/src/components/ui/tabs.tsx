/**
 * Tabs: Radix's accessible tabs (arrow keys move between triggers, Tab moves into the panel) with
 * the app's styling, so every screen's tabs look and behave the same.
 */
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex flex-wrap gap-1 rounded-lg border border-white/10 bg-navy-950/60 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'flex-1 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-300 transition-colors hover:text-white',
        'focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none',
        'data-[state=active]:bg-gold-400/15 data-[state=active]:text-gold-100',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('focus-visible:outline-none', className)} {...props} />;
}
