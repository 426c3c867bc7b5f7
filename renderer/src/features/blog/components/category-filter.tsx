import type { BlogCategory } from '../../../../../shared/contracts/blog';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { FILTERS, filterCategory } from '../lib/blog-view';

interface CategoryFilterProps {
  selected: BlogCategory | null;
  onSelect: (category: BlogCategory | null) => void;
}

/**
 * All and the five categories as toggle buttons (aria-pressed): plain buttons, so Tab reaches each
 * one and Enter or Space picks it.
 */
export function CategoryFilter({ selected, onSelect }: CategoryFilterProps) {
  return (
    <div role="group" aria-label="Filter posts by category" className="flex flex-wrap gap-2" data-testid="blog-filter">
      {FILTERS.map((filter) => {
        const category = filterCategory(filter);
        const pressed = category === selected;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(category)}
            className={cn(buttonVariants({ variant: pressed ? 'default' : 'outline', size: 'sm' }), 'rounded-full')}
          >
            {filter}
          </button>
        );
      })}
    </div>
  );
}
