import { Info, Sparkles } from 'lucide-react';
import type { DashboardResponse } from '../../../../../shared/contracts/dashboard';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatConfidence } from '../lib/dashboard-format';

interface InsightsCardProps {
  insights: DashboardResponse['insights'];
  method: string;
}

export function InsightsCard({ insights, method }: InsightsCardProps) {
  return (
    <Card data-testid="insights-card" className="flex flex-col">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-gold-400" />
          <span>AI insights</span>
        </CardTitle>
        <CardDescription>What stands out in your money right now.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {insights.length > 0 ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {insights.map((item) => (
              <li key={item.id} className="flex flex-col gap-2 rounded-lg border border-white/10 bg-navy-950/60 p-4" data-testid="insight-item">
                <p className="text-slate-100" data-testid="insight-text">
                  {item.insight}
                </p>
                <div className="flex flex-wrap items-center gap-2 text-xs">
                  <Badge variant="info" data-testid="insight-category">
                    {item.category}
                  </Badge>
                  <span className="text-slate-400" data-testid="insight-confidence">
                    {formatConfidence(item.confidence)} confidence
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-400" data-testid="insights-empty">
            No insights yet. They appear once there are transactions or subscriptions to learn from.
          </p>
        )}
        <p className="mt-auto flex items-start gap-1.5 text-xs text-slate-500" data-testid="insights-method">
          <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>How this is computed: {method}</span>
        </p>
      </CardContent>
    </Card>
  );
}
