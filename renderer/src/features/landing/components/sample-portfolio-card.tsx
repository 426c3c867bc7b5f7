import { BellRing, Sparkles, TrendingUp } from 'lucide-react';
import { Callout } from '@/components/callout';
import { IconText } from '@/components/icon-text';
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
          <IconText as="p" icon={TrendingUp} iconClassName="size-4" className="mt-1 inline-flex items-center gap-1 text-sm text-emerald-300">
            +12.4% year to date
          </IconText>
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

        <Callout icon={Sparkles} title="AI Recommendation" tone="gold" size="xs" className="p-3">
          <p className="mt-1 text-sm text-slate-200">
            Shift 3% from long-duration bonds into short-term Treasuries to lower rate sensitivity.
          </p>
        </Callout>

        <Callout icon={BellRing} title="Performance Alert" tone="sky" size="xs" className="p-3">
          <p className="mt-1 text-sm text-slate-200">International equities are 1.8% ahead of benchmark this quarter.</p>
        </Callout>
      </div>
    </Card>
  );
}
