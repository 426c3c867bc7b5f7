import { BrainCircuit, Globe2, PieChart, Scale, ShieldCheck, TrendingUp } from 'lucide-react';

const FEATURES = [
  {
    icon: BrainCircuit,
    title: 'Algorithmic Portfolio Management',
    description: 'Rules-driven rebalancing that keeps every mandate inside its target weights and drift bands.',
  },
  {
    icon: TrendingUp,
    title: 'Risk Analytics',
    description: 'Value-at-risk, stress scenarios and factor exposure, recalculated as markets move.',
  },
  {
    icon: ShieldCheck,
    title: 'Security Standards',
    description: 'Encryption in transit and at rest, least-privilege access and audited controls.',
  },
  {
    icon: Globe2,
    title: 'Global Market Intelligence',
    description: 'Macro, rates and currency signals across developed and emerging markets in one view.',
  },
  {
    icon: PieChart,
    title: 'Strategic Asset Allocation',
    description: 'Long-horizon policy portfolios matched to liabilities, liquidity needs and risk budgets.',
  },
  {
    icon: Scale,
    title: 'Regulatory Compliance',
    description: 'Pre-trade checks, documented decisions and reporting built for regulatory review.',
  },
] as const;

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="border-t border-white/10 bg-navy-900/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mb-10 flex max-w-3xl flex-col gap-3">
          <h2 id="features-heading" className="font-serif text-3xl font-semibold text-white sm:text-4xl">
            Institutional Investment Excellence
          </h2>
          <p className="text-slate-300">The capabilities institutional mandates depend on, in one platform.</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="feature-grid">
          {FEATURES.map(({ icon: Icon, title, description }) => (
            <li
              key={title}
              data-testid="feature-item"
              className="group flex flex-col gap-3 rounded-xl border border-white/10 bg-navy-900/80 p-6 transition-colors hover:border-gold-400/40"
            >
              <span className="grid size-11 place-items-center rounded-lg border border-gold-400/30 bg-gold-400/10">
                <Icon aria-hidden="true" className="size-5 text-gold-400" />
              </span>
              <h3 className="text-lg font-semibold text-white">{title}</h3>
              <p className="text-sm leading-relaxed text-slate-400">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
