import { cn } from '@/lib/utils';
import { niceTicks, scaleHeight } from './chart-math';

export interface BarDatum {
  key: string;
  /** Under the bar, e.g. "Mar". */
  shortLabel: string;
  /** In the accessible table, e.g. "March 2025". */
  longLabel: string;
  value: number;
  /** Drawn as a marker across the bar, e.g. the month's target (with targetLabel). */
  target?: number;
}

interface BarChartProps {
  data: readonly BarDatum[];
  /** The accessible table's caption. */
  caption: string;
  valueLabel: string;
  /** Names the target markers; without it no markers are drawn. */
  targetLabel?: string;
  /** The accessible table's heading of the label column. */
  labelHeader?: string;
  /** Values are counts: axis ticks are whole numbers. */
  wholeNumbers?: boolean;
  formatValue: (value: number) => string;
  /** Shorter axis labels, e.g. "$1.2K". */
  formatTick?: (value: number) => string;
  className?: string;
  testId?: string;
}

const SLOT = 10;
const BAR = 5.5;
const HEIGHT = 100;

/**
 * Bars, optionally with a target marker each, drawn with plain SVG. The drawing is hidden from assistive technology;
 * a visually hidden table carries every number instead. Labels are HTML so they stay legible at any
 * width while the SVG stretches.
 */
export function BarChart({ data, caption, valueLabel, targetLabel, labelHeader = 'Month', wholeNumbers = false, formatValue, formatTick, className, testId }: BarChartProps) {
  const withTargets = targetLabel !== undefined;
  const max = Math.max(0, ...data.map((d) => d.value), ...(withTargets ? data.map((d) => d.target ?? 0) : []));
  const ticks = niceTicks(max, 4, wholeNumbers);
  const top = ticks.at(-1)!;
  const width = Math.max(1, data.length) * SLOT;
  const tick = formatTick ?? formatValue;
  return (
    <figure className={cn('flex flex-col gap-3', className)} data-testid={testId}>
      <div className="flex gap-2" aria-hidden="true">
        <div className="relative w-12 shrink-0">
          {ticks.map((t) => (
            <span
              key={t}
              className="absolute right-0 translate-y-1/2 text-[0.7rem] leading-none text-slate-500 tabular-nums"
              style={{ bottom: `${(t / top) * 100}%` }}
            >
              {tick(t)}
            </span>
          ))}
        </div>
        <div className="relative h-44 flex-1">
          <svg
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
            focusable="false"
          >
            {ticks.map((t) => {
              const y = HEIGHT - scaleHeight(t, top, HEIGHT);
              return (
                <line
                  key={t}
                  x1={0}
                  x2={width}
                  y1={y}
                  y2={y}
                  vectorEffect="non-scaling-stroke"
                  className={t === 0 ? 'stroke-white/25' : 'stroke-white/10'}
                  strokeWidth={1}
                />
              );
            })}
            {data.map((d, i) => {
              const barHeight = scaleHeight(d.value, top, HEIGHT);
              const x = i * SLOT + (SLOT - BAR) / 2;
              const target = withTargets && d.target !== undefined ? d.target : undefined;
              const targetY = target === undefined ? 0 : HEIGHT - scaleHeight(target, top, HEIGHT);
              return (
                <g key={d.key}>
                  <rect x={x} width={BAR} y={HEIGHT - barHeight} height={barHeight} className="fill-emerald-400/85">
                    <title>{`${d.longLabel}: ${valueLabel} ${formatValue(d.value)}${target === undefined ? '' : `, ${targetLabel} ${formatValue(target)}`}`}</title>
                  </rect>
                  {target === undefined ? null : (
                    <line
                      x1={x - 1.5}
                      x2={x + BAR + 1.5}
                      y1={targetY}
                      y2={targetY}
                      vectorEffect="non-scaling-stroke"
                      strokeWidth={2}
                      strokeDasharray="4 2"
                      className="stroke-gold-300"
                    />
                  )}
                </g>
              );
            })}
          </svg>
        </div>
      </div>
      <div className="flex gap-2" aria-hidden="true">
        <div className="w-12 shrink-0" />
        <div className="flex flex-1">
          {data.map((d) => (
            <span key={d.key} className="flex-1 text-center text-[0.7rem] whitespace-nowrap text-slate-400">
              {d.shortLabel}
            </span>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap gap-4 text-xs text-slate-300" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-emerald-400/85" />
          {valueLabel}
        </span>
        {withTargets ? (
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0 w-4 border-t-2 border-dashed border-gold-300" />
            {targetLabel}
          </span>
        ) : null}
      </div>
      {/* A table cannot be shrunk to 1px itself, so its wrapper is the visually hidden box. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueLabel}</th>
              {withTargets ? <th scope="col">{targetLabel}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.key}>
                <th scope="row">{d.longLabel}</th>
                <td>{formatValue(d.value)}</td>
                {withTargets ? <td>{d.target === undefined ? '' : formatValue(d.target)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
