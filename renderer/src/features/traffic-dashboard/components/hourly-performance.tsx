import { Clock } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * Hourly performance: no read API answers visits per hour yet, and the screen does not draw numbers
 * it cannot read. It says what is missing instead.
 */
export function HourlyPerformance() {
  return (
    <Card data-testid="hourly-unavailable">
      <CardHeader>
        <CardTitle>Hourly performance</CardTitle>
        <CardDescription>Visits and conversions hour by hour.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-start gap-3 text-sm text-slate-300">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
        <p>Not measured yet: the analytics do not break visits down by hour. The channel table and the cards above show the same visits by day.</p>
      </CardContent>
    </Card>
  );
}
