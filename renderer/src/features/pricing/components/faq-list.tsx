import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { FAQ_ITEMS, type FaqItem } from '../lib/marketing-copy';

/**
 * The FAQ as a disclosure list: each question is a real button that says whether its answer is
 * open (aria-expanded) and which panel it controls.
 */
export function FaqList({ items = FAQ_ITEMS }: { items?: readonly FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="faq-heading" className="flex flex-col gap-4" data-testid="faq">
      <h2 id="faq-heading" className="text-xl font-semibold text-white">
        Frequently asked questions
      </h2>
      <ul className="divide-y divide-white/10 rounded-xl border border-white/10 bg-navy-900/60">
        {items.map((item) => {
          const expanded = open.has(item.id);
          const panelId = `faq-${item.id}-answer`;
          return (
            <li key={item.id} data-testid="faq-item" data-faq={item.id}>
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(item.id)}
                  className="flex w-full cursor-pointer items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-white hover:bg-white/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:ring-inset"
                >
                  {item.question}
                  <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-slate-400 transition-transform', expanded && 'rotate-180')} />
                </button>
              </h3>
              <div id={panelId} hidden={!expanded} className="px-4 pb-4 text-slate-300" data-testid="faq-answer">
                {item.answer}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
