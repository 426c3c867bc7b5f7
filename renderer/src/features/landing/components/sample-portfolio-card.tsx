import { BellRing, Sparkles, TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

/** Static marketing illustration (spec: "a static sample portfolio card"); labelled as such. */
export function SamplePortfolioCard() {
  return (
    <Card className="relative overflow-hidden border-gold-400/25 bg-gradient-to-br from-navy-800 to-navy-900 p-6">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-gold-400/10 blur-3xl" />
      <div className="relative flex flex-col gap-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">Sample Portfolio</h2>
            <p className="text-xs text-slate-500">Illustration only, not a real account</p>
          </div>
          <Badge variant="secondary">Static example</Badge>
        </div>

        <div>
          <p className="text-xs text-slate-400">Total Value</p>
          <p className="font-serif text-4xl font-semibold text-white">$847.2M</p>
          <p className="mt-1 inline-flex items-center gap-1 text-sm text-emerald-300">
            <TrendingUp aria-hidden="true" className="size-4" />
            +12.4% year to date
          </p>
        </div>

        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between text-sm">
            <span className="text-slate-400">Risk Score</span>
            <span className="font-semibold text-white">
              6.2 <span className="font-normal text-slate-400">/ 10 · Moderate</span>
            </span>
          </div>
          <Progress value={62} label="Sample risk score" />
        </div>

        <div className="rounded-lg border border-gold-400/25 bg-gold-400/5 p-3">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-gold-300 uppercase">
            <Sparkles aria-hidden="true" className="size-3.5" />
            AI Recommendation
          </p>
          <p className="mt-1 text-sm text-slate-200">
            Shift 3% from long-duration bonds into short-term Treasuries to lower rate sensitivity.
          </p>
        </div>

        <div className="rounded-lg border border-sky-400/25 bg-sky-400/5 p-3">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-sky-300 uppercase">
            <BellRing aria-hidden="true" className="size-3.5" />
            Performance Alert
          </p>
          <p className="mt-1 text-sm text-slate-200">International equities are 1.8% ahead of benchmark this quarter.</p>
        </div>
      </div>
    </Card>
  );
}
