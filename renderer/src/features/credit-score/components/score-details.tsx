import { REFRESH } from '../../../../../shared/constants';
import { CREDIT_FACTOR_KEYS, CREDIT_FACTOR_NAMES, CREDIT_FACTOR_WEIGHTS, type CreditScore } from '../../../../../shared/contracts/credit';
import { cn } from '@/lib/utils';
import { formatCalculatedAt, refreshEveryText } from '../lib/credit-format';
import { SCORE_BANDS, scoreBand } from '../lib/score-band';

/**
 * What the Show Details toggle reveals: how the estimate is made and when, FICO's published
 * weights the model uses, and what each band means (with the user's band marked).
 */
export function ScoreDetails({ score, id, hidden }: { score: CreditScore; id: string; hidden: boolean }) {
  const current = scoreBand(score.currentScore).grade;
  return (
    <div id={id} hidden={hidden} className="flex flex-col gap-5 border-t border-white/10 pt-5 text-sm" data-testid="credit-details">
      <dl className="grid gap-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
        <dt className="font-semibold text-slate-200">How it is estimated</dt>
        <dd className="text-slate-300" data-testid="credit-method">
          {score.method}
        </dd>
        <dt className="font-semibold text-slate-200">Calculated</dt>
        <dd className="text-slate-300" data-testid="credit-calculated-at">
          <time dateTime={new Date(score.calculatedAt).toISOString()}>{formatCalculatedAt(score.calculatedAt)}</time>
          <span className="text-slate-400">, recalculated {refreshEveryText(REFRESH.creditScore)} while this page is open</span>
        </dd>
      </dl>

      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-slate-200">What the score weighs (FICO&apos;s published weights)</h3>
        <ul className="grid gap-1.5 sm:grid-cols-2" data-testid="credit-weights">
          {CREDIT_FACTOR_KEYS.map((key) => (
            <li key={key} className="flex items-center justify-between gap-3 rounded-md bg-white/5 px-3 py-2">
              <span className="text-slate-300">{CREDIT_FACTOR_NAMES[key]}</span>
              <span className="font-semibold text-white tabular-nums">{CREDIT_FACTOR_WEIGHTS[key]}%</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-slate-200">What the bands mean</h3>
        <ul className="flex flex-col gap-1.5" data-testid="credit-bands">
          {SCORE_BANDS.map((band) => {
            const mine = band.grade === current;
            return (
              <li
                key={band.grade}
                className={cn('flex items-center gap-3 rounded-md px-3 py-1.5', mine ? 'bg-white/10 ring-1 ring-white/20' : '')}
                aria-current={mine ? 'true' : undefined}
              >
                <span aria-hidden="true" className={cn('size-3 shrink-0 rounded-full', band.fillClass)} />
                <span className="w-20 text-slate-300 tabular-nums">
                  {band.min} - {band.max}
                </span>
                <span className={cn('font-semibold', band.textClass)}>{band.grade}</span>
                {mine ? <span className="ml-auto text-xs text-slate-300">Your estimate</span> : null}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
