import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { donutSegments } from './chart-math';

export interface DonutDatum {
  key: string;
  value: number;
  /** A Tailwind stroke class, e.g. "stroke-gold-400". */
  strokeClassName: string;
}

interface DonutChartProps {
  data: readonly DonutDatum[];
  /** What a screen reader hears instead of the drawing: every value in words. */
  label: string;
  /** Shown in the hole, e.g. the total. */
  center?: ReactNode;
  className?: string;
  testId?: string;
}

const SIZE = 120;
const RADIUS = 46;
const STROKE = 16;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const GAP = 1.5;

/** A donut of shares drawn with plain SVG (one stroked circle per value). */
export function DonutChart({ data, label, center, className, testId }: DonutChartProps) {
  const segments = donutSegments(
    data.map((d) => d.value),
    CIRCUMFERENCE,
    GAP,
  );
  return (
    <div role="img" aria-label={label} className={cn('relative aspect-square', className)} data-testid={testId}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="size-full -rotate-90" aria-hidden="true" focusable="false">
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-white/10" />
        {segments.map((segment, index) =>
          segment.length > 0 ? (
            <circle
              key={data[index]!.key}
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              fill="none"
              strokeWidth={STROKE}
              strokeDasharray={segment.dashArray}
              strokeDashoffset={segment.dashOffset}
              className={cn('transition-[stroke-dasharray,stroke-dashoffset] duration-500', data[index]!.strokeClassName)}
            />
          ) : null,
        )}
      </svg>
      {center ? (
        <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center text-center">
          {center}
        </div>
      ) : null}
    </div>
  );
}
