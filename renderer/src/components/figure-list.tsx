import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  /** On the value, so tests read the figure itself. */
  testId: string;
}

interface FigureListProps {
  figures: readonly Figure[];
  /** The list's layout (a grid of figures). */
  className: string;
  /** Each figure's box; `flex-col-reverse` shows the value above its label while the label is read first. */
  itemClassName: string;
  valueClassName: string;
}

/** Labelled figures as a description list: each label (dt) with its value (dd). */
export function FigureList({ figures, className, itemClassName, valueClassName }: FigureListProps) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.testId} className={itemClassName}>
          <dt className="text-xs text-slate-400">{figure.label}</dt>
          <dd className={valueClassName} data-testid={figure.testId}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
