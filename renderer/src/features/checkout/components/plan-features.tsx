import { Check } from 'lucide-react';
import { useId } from 'react';

/** A plan's feature list from the catalogue, under its own heading. */
export function PlanFeatures({ title, features }: { title: string; features: readonly string[] }) {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="grid gap-2 sm:grid-cols-2" data-testid="plan-features">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-slate-200">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}
