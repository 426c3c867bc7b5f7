import type { CreditHistoryEntry } from '../../../../../shared/contracts/credit';
import { formatCreditDate } from '../lib/credit-format';
import { chronological, historySummary, linePath, linePoints, scoreAxis } from '../lib/history-chart';
import { scoreBand } from '../lib/score-band';

const WIDTH = 300;
const HEIGHT = 100;

/**
 * The shown history as a line, oldest on the left. The SVG stretches to the card's width, so
 * strokes do not scale and the dots are round-capped zero-length lines (they stay circles); the
 * axis labels are HTML so they stay legible on a phone. One sentence in aria-label tells the
 * whole story; the list beside it carries every number.
 */
export function HistoryChart({ entries }: { entries: readonly CreditHistoryEntry[] }) {
  const ordered = chronological(entries);
  const scores = ordered.map((e) => e.score);
  const axis = scoreAxis(scores);
  const points = linePoints(scores, axis, WIDTH, HEIGHT);
  const first = ordered[0];
  const last = ordered.at(-1);

  return (
    <figure className="flex flex-col gap-2" data-testid="credit-history-chart-figure">
      <div className="flex gap-2">
        <div className="relative w-9 shrink-0" aria-hidden="true">
          {axis.ticks.map((t) => (
            <span
              key={t}
              className="absolute right-0 translate-y-1/2 text-[0.7rem] leading-none text-slate-500 tabular-nums"
              style={{ bottom: `${((t - axis.min) / (axis.max - axis.min)) * 100}%` }}
            >
              {t}
            </span>
          ))}
        </div>
        <div className="relative h-44 flex-1 px-1.5 sm:h-52">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="size-full overflow-visible"
            role="img"
            aria-label={historySummary(ordered)}
            data-testid="credit-history-chart"
            focusable="false"
          >
            {axis.ticks.map((t) => {
              const y = HEIGHT - ((t - axis.min) / (axis.max - axis.min)) * HEIGHT;
              return <line key={t} x1={0} x2={WIDTH} y1={y} y2={y} vectorEffect="non-scaling-stroke" strokeWidth={1} className="stroke-white/10" />;
            })}
            {points.length > 1 ? (
              <path d={linePath(points)} fill="none" vectorEffect="non-scaling-stroke" strokeWidth={2} className="stroke-gold-300" />
            ) : null}
            {points.map((p, i) => (
              <line
                key={ordered[i]!.id}
                x1={p.x}
                x2={p.x}
                y1={p.y}
                y2={p.y}
                vectorEffect="non-scaling-stroke"
                strokeWidth={9}
                strokeLinecap="round"
                className={scoreBand(ordered[i]!.score).strokeClass}
              >
                <title>{`${formatCreditDate(ordered[i]!.date)}: ${ordered[i]!.score}`}</title>
              </line>
            ))}
          </svg>
        </div>
      </div>
      {first && last ? (
        <div className="flex justify-between gap-2 pl-11 text-[0.7rem] text-slate-400" aria-hidden="true">
          <span>{formatCreditDate(first.date)}</span>
          {ordered.length > 1 ? <span>{formatCreditDate(last.date)}</span> : null}
        </div>
      ) : null}
    </figure>
  );
}
