import { Brand, PRODUCT_NAME } from '@/components/brand';

/** Placeholder links (spec: "go nowhere"): shown as text, not as links that pretend to work. */
const COLUMNS = [
  { heading: 'Solutions', items: ['Portfolio Management', 'Risk Analytics', 'Compliance', 'Research & Insights'] },
  { heading: 'Company', items: ['About', 'Leadership', 'Careers', 'Press'] },
  { heading: 'Resources', items: ['Documentation', 'Security', 'Privacy Policy', 'Legal'] },
] as const;

const FOUNDER_LINE = 'Founded by Jordan Avery';

export function LandingFooter() {
  return (
    <footer className="border-t border-white/10 bg-navy-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-4">
          <Brand tagline="Institutional" />
          <p className="max-w-sm text-sm leading-relaxed text-slate-400">
            AI-driven wealth and portfolio management for institutions: disciplined allocation, transparent risk and
            compliance by design.
          </p>
          <p className="text-sm text-slate-400">{FOUNDER_LINE}</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.heading} className="flex flex-col gap-3" data-testid="footer-column">
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
            <ul className="flex flex-col gap-2">
              {column.items.map((item) => (
                <li key={item}>
                  <span className="cursor-default text-sm text-slate-400" title="Coming soon">
                    {item}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© 2024 {PRODUCT_NAME}. All rights reserved.</p>
          <p>Figures on this page are illustrative marketing material. Past performance does not guarantee future results.</p>
        </div>
      </div>
    </footer>
  );
}
