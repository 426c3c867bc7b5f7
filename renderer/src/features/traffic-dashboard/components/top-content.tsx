import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { PathCount } from '../lib/traffic-metrics';

/**
 * Top content: the read APIs have no per-page ranking, so this lists the pages in the live feed
 * (the latest tracked events) and says so, rather than inventing view counts.
 */
export function TopContent({ paths, sampleSize }: { paths: readonly PathCount[]; sampleSize: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top content</CardTitle>
        <CardDescription>
          Pages in the latest {sampleSize} tracked {sampleSize === 1 ? 'event' : 'events'}, most first. A full ranking of page views is not
          available from the analytics yet.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {paths.length === 0 ? (
          <p className="text-sm text-slate-300" data-testid="top-content-empty">
            No page activity recorded yet.
          </p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="top-content">
            {paths.map((p) => (
              <li key={p.path} className="flex items-center justify-between gap-3 text-sm">
                <span className="truncate font-mono text-slate-200">{p.path}</span>
                <span className="shrink-0 text-slate-400 tabular-nums">
                  {p.events} {p.events === 1 ? 'event' : 'events'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
