import type { TopPagesResponse } from '../../../../../shared/contracts/dashboards';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPercent } from '@/lib/format';
import { ratioPercent } from '../lib/traffic-metrics';

/** Top content: the pages with the most page views in the last 24 hours, each with its share of all of them. */
export function TopContent({ topPages }: { topPages: TopPagesResponse }) {
  const { pages, totalPageViews } = topPages;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top content</CardTitle>
        <CardDescription>Most viewed pages in the last 24 hours, with each page&apos;s share of all {totalPageViews.toLocaleString('en-US')} page views.</CardDescription>
      </CardHeader>
      <CardContent>
        {pages.length === 0 ? (
          <p className="text-sm text-slate-300" data-testid="top-content-empty">
            No page views in the last 24 hours yet.
          </p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="top-content">
            {pages.map((p) => {
              const share = ratioPercent(p.pageViews, totalPageViews);
              return (
                <li key={p.path} className="flex flex-col gap-1 text-sm" data-testid="top-page">
                  <div className="flex items-center justify-between gap-3">
                    <span className="truncate font-mono text-slate-200" data-testid="top-page-path">
                      {p.path}
                    </span>
                    <span className="shrink-0 text-slate-400 tabular-nums" data-testid="top-page-views">
                      {p.pageViews.toLocaleString('en-US')} {p.pageViews === 1 ? 'view' : 'views'} · {formatPercent(share, 1)}
                    </span>
                  </div>
                  <div className="h-1.5 w-full overflow-hidden rounded-full bg-white/10" aria-hidden="true">
                    <div className="h-full rounded-full bg-gold-400" style={{ width: `${Math.min(100, share)}%` }} />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
