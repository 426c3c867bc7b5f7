import { Lightbulb, TriangleAlert } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { FunnelWarning, Recommendation } from '../lib/funnel';

/** The threshold warnings and the recommendations that follow them. */
export function FunnelAdvice({ warnings, recommendations }: { warnings: readonly FunnelWarning[]; recommendations: readonly Recommendation[] }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Warnings</CardTitle>
        </CardHeader>
        <CardContent>
          {warnings.length === 0 ? (
            <p className="text-slate-300" data-testid="funnel-no-warnings">
              Every stage is above its threshold.
            </p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="funnel-warnings">
              {warnings.map((w) => (
                <li key={w.id} className="flex gap-3 rounded-lg border border-amber-400/30 bg-amber-400/5 p-3" data-testid={`warning-${w.id}`}>
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
                  <div>
                    <p className="font-medium text-amber-100">{w.title}</p>
                    <p className="text-sm text-slate-300">{w.detail}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Optimisation recommendations</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3" data-testid="funnel-recommendations">
            {recommendations.map((r) => (
              <li key={r.id} className="flex gap-3" data-testid={`recommendation-${r.id}`}>
                <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
                <div>
                  <p className="font-medium text-white">{r.title}</p>
                  <p className="text-sm text-slate-300">{r.detail}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
