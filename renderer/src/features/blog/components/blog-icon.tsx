import { Briefcase, Gauge, Lightbulb, PieChart, PiggyBank, Receipt, ScanSearch, ShieldCheck, Trophy, Umbrella, type LucideIcon } from 'lucide-react';
import type { BlogIcon as BlogIconName } from '../../../../../shared/contracts/blog';
import { cn } from '@/lib/utils';

/** Every icon name the contract allows, so a post can never name an icon the page cannot draw. */
const ICONS: Record<BlogIconName, LucideIcon> = {
  'scan-search': ScanSearch,
  'pie-chart': PieChart,
  umbrella: Umbrella,
  'shield-check': ShieldCheck,
  gauge: Gauge,
  receipt: Receipt,
  briefcase: Briefcase,
  trophy: Trophy,
  lightbulb: Lightbulb,
  'piggy-bank': PiggyBank,
};

/** The post's icon in a gold tile; decorative (the title says what the post is). */
export function BlogIcon({ name, size = 'md' }: { name: BlogIconName; size?: 'md' | 'lg' }) {
  const Icon = ICONS[name];
  return (
    <span
      aria-hidden="true"
      data-icon={name}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg border border-gold-400/30 bg-gold-400/10 text-gold-300',
        size === 'lg' ? 'size-14' : 'size-10',
      )}
    >
      <Icon className={size === 'lg' ? 'size-7' : 'size-5'} />
    </span>
  );
}
