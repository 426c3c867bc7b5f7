import { useId } from 'react';
import { TIMELINE_QUALITIES, type TimelineReply } from '../../../../../shared/contracts/coach';
import { formatUsd } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatCompactUsd } from '../lib/coach-format';
import { timelineGeometry } from '../lib/timeline-chart';

type Quality = (typeof TIMELINE_QUALITIES)[number];

/** Full class names (Tailwind only generates what it can read in the source). */
const QUALITY_STYLE: Record<Quality, { label: string; stroke: string; fill: string }> = {
  excellent: { label: 'Excellent', stroke: 'stroke-emerald-400', fill: 'bg-emerald-400' },
  good: { label: 'Good', stroke: 'stroke-sky-400', fill: 'bg-sky-400' },
  fair: { label: 'Fair', stroke: 'stroke-amber-400', fill: 'bg-amber-400' },
  poor: { label: 'Poor', stroke: 'stroke-red-400', fill: 'bg-red-400' },
};

const WIDTH = 1000;
const HEIGHT = 300;

/**
 * Net worth by age as an SVG line with each year's point coloured by its quality. The SVG stretches
 * to its box (strokes keep their width), while labels stay HTML so they are legible at 390 px. The
 * drawing is an image with a summary; the visually hidden table carries every year.
 */
export function TimelineChart({ timeline }: { timeline: TimelineReply['timeline'] }) {
  const titleId = useId();
  const descId = useId();
  const geometry = timelineGeometry(timeline, { width: WIDTH, height: HEIGHT });
  const first = timeline[0];
  const last = timeline.at(-1);
  const lowest = timeline.reduce<(typeof timeline)[number] | undefined>((low, p) => (!low || p.netWorth < low.netWorth ? p : low), undefined);
  const title = first && last ? `Net worth by age, ${first.age} to ${last.age}` : 'Net worth by age';
  const summary =
    first && last && lowest
      ? `From ${formatUsd(first.netWorth)} at ${first.age} to ${formatUsd(last.netWorth)} at ${last.age}; lowest ${formatUsd(lowest.netWorth)} at ${lowest.age}.`
      : 'No years to show.';

  return (
    <figure className="flex flex-col gap-3" data-testid="timeline-chart-figure">
      <figcaption className="font-semibold text-white">{title}</figcaption>
      <div className="flex gap-2">
        <div className="relative w-14 shrink-0" aria-hidden="true">
          {geometry.yTicks.map((t) => (
            <span
              key={t.value}
              className="absolute right-0 -translate-y-1/2 text-[0.7rem] leading-none text-slate-500 tabular-nums"
              style={{ top: `${(t.y / HEIGHT) * 100}%` }}
            >
              {formatCompactUsd(t.value)}
            </span>
          ))}
        </div>
        <div className="relative h-56 min-w-0 flex-1 sm:h-64">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
            data-testid="timeline-chart"
          >
            <title id={titleId}>{title}</title>
            <desc id={descId}>{summary}</desc>
            {geometry.yTicks.map((t) => (
              <line
                key={t.value}
                x1={0}
                x2={WIDTH}
                y1={t.y}
                y2={t.y}
                vectorEffect="non-scaling-stroke"
                strokeWidth={1}
                className={t.value === 0 ? 'stroke-white/30' : 'stroke-white/10'}
              />
            ))}
            <path d={geometry.area} className="fill-gold-400/10" />
            <path d={geometry.line} fill="none" vectorEffect="non-scaling-stroke" strokeWidth={2} strokeLinejoin="round" className="stroke-gold-300" />
            {timeline.map((p, i) => {
              const point = geometry.points[i]!;
              // A zero-length line with round caps draws a dot that stays round however the SVG is stretched.
              return (
                <line
                  key={p.age}
                  x1={point.x}
                  x2={point.x}
                  y1={point.y}
                  y2={point.y}
                  vectorEffect="non-scaling-stroke"
                  strokeWidth={timeline.length > 40 ? 5 : 8}
                  strokeLinecap="round"
                  className={QUALITY_STYLE[p.quality].stroke}
                  data-testid="timeline-point"
                  data-age={p.age}
                  data-quality={p.quality}
                />
              );
            })}
          </svg>
        </div>
      </div>
      <div className="flex gap-2" aria-hidden="true">
        <div className="w-14 shrink-0" />
        <div className="relative h-4 min-w-0 flex-1">
          {geometry.xTicks.map((t) => (
            <span
              key={t.age}
              className="absolute -translate-x-1/2 text-[0.7rem] text-slate-400 tabular-nums"
              style={{ left: `${(t.x / WIDTH) * 100}%` }}
            >
              {t.age}
            </span>
          ))}
        </div>
      </div>
      <div className="flex gap-2" aria-hidden="true">
        <div className="w-14 shrink-0 text-right text-[0.7rem] text-slate-500">Quality</div>
        <div className="flex h-3 min-w-0 flex-1 overflow-hidden rounded-sm" data-testid="timeline-quality-strip">
          {timeline.map((p) => (
            <span key={p.age} className={cn('h-full flex-1', QUALITY_STYLE[p.quality].fill)} title={`${p.age}: ${QUALITY_STYLE[p.quality].label}`} />
          ))}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-300" aria-label="Year quality legend" data-testid="timeline-legend">
        {TIMELINE_QUALITIES.map((quality) => (
          <li key={quality} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-3 rounded-full', QUALITY_STYLE[quality].fill)} />
            {QUALITY_STYLE[quality].label}
          </li>
        ))}
      </ul>
      <div className="sr-only">
        <table data-testid="timeline-table">
          <caption>{title}, year by year</caption>
          <thead>
            <tr>
              <th scope="col">Age</th>
              <th scope="col">Net worth</th>
              <th scope="col">Quality</th>
            </tr>
          </thead>
          <tbody>
            {timeline.map((p) => (
              <tr key={p.age}>
                <th scope="row">{p.age}</th>
                <td>{formatUsd(p.netWorth)}</td>
                <td>{QUALITY_STYLE[p.quality].label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
