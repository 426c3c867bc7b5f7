import type { TrendResponse } from '../../../../../shared/contracts/trends';
import { formatPercent } from '@/lib/format';
import { formatCount, formatMomentum, formatScore, platformLabel } from '../lib/trend-format';

/** Platform Analysis: the owner's own results per platform that the scoring used, and its weight. */
export function PlatformAnalysisTab({ basedOn }: { basedOn: TrendResponse['basedOn'] }) {
  const weight = Math.round(basedOn.ownerWeight * 100);
  return (
    <div className="flex flex-col gap-4" data-testid="platform-analysis">
      <p className="text-sm text-slate-300">
        Your visits and purchases per platform over the last {basedOn.windowDays} days. They set{' '}
        <strong className="text-white" data-testid="owner-weight">
          {weight}%
        </strong>{' '}
        of each score; the knowledge base sets the rest.
        {basedOn.otherSessions > 0
          ? ` ${formatCount(basedOn.otherSessions)} visits from other channels (search, direct, referrals) are not tied to a platform here.`
          : ''}
      </p>
      {basedOn.totalSessions === 0 ? (
        <p className="rounded-lg border border-white/10 bg-white/5 p-4 text-sm text-slate-200" data-testid="platform-analysis-empty">
          No visits came from these platforms in the last {basedOn.windowDays} days, so the scores come from the knowledge base alone. Share links with
          utm_source set to the platform (for example ?utm_source=linkedin) to let your own results count.
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Your results per platform, last {basedOn.windowDays} days</caption>
          <thead className="text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">Platform</th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">Visits</th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">Purchases</th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">Conversion rate</th>
              <th scope="col" className="py-2 pr-4 font-medium">Last 7 days</th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">Your score</th>
              <th scope="col" className="py-2 text-right font-medium">Knowledge base</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {basedOn.channels.map((c) => (
              <tr key={c.platform} className="border-t border-white/10" data-testid={`platform-row-${c.platform}`}>
                <th scope="row" className="py-2 pr-4 font-medium text-white">{platformLabel(c.platform)}</th>
                <td className="py-2 pr-4 text-right text-slate-200">{formatCount(c.sessions)}</td>
                <td className="py-2 pr-4 text-right text-slate-200">{formatCount(c.conversions)}</td>
                <td className="py-2 pr-4 text-right text-slate-200">{formatPercent(c.conversionRate, 2)}</td>
                <td className="py-2 pr-4 text-slate-300">{formatMomentum(c.momentum)}</td>
                <td className="py-2 pr-4 text-right text-slate-200">{c.ownerScore === null ? '—' : formatScore(c.ownerScore)}</td>
                <td className="py-2 text-right text-slate-200">{formatScore(c.knowledgeBaseScore)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-white/20 font-semibold text-white">
              <th scope="row" className="py-2 pr-4">All platforms</th>
              <td className="py-2 pr-4 text-right">{formatCount(basedOn.totalSessions)}</td>
              <td className="py-2 pr-4 text-right">{formatCount(basedOn.totalConversions)}</td>
              <td colSpan={4} />
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
