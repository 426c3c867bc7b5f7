/**
 * The score's colour band (docs/product.md "Credit score monitor": 800+, 740+, 670+, 580+, below),
 * in one place so the big number, the bar, the history dots and the legend can never disagree.
 * Colours are the 300/400 shades, which keep at least 7:1 contrast on the navy cards; the grade is
 * always shown in words as well, so colour is never the only signal.
 */
import { CREDIT_SCORE_MAX } from '../../../../../shared/constants';
import { CREDIT_BANDS, type CreditGrade } from '../../../../../shared/contracts/credit';

export interface ScoreBandStyle {
  /** Text colour for the number and the grade. */
  textClass: string;
  /** Fill of the progress bar and legend swatch. */
  fillClass: string;
  /** Stroke of the history chart's dots. */
  strokeClass: string;
}

export interface ScoreBand extends ScoreBandStyle {
  grade: CreditGrade;
  /** Lowest score in the band. */
  min: number;
  /** Highest score in the band. */
  max: number;
}

// Full literal class names: Tailwind only generates the classes it finds written out.
const BAND_STYLES: Record<CreditGrade, ScoreBandStyle> = {
  Exceptional: { textClass: 'text-emerald-300', fillClass: 'bg-emerald-400', strokeClass: 'stroke-emerald-400' },
  'Very Good': { textClass: 'text-lime-300', fillClass: 'bg-lime-400', strokeClass: 'stroke-lime-400' },
  Good: { textClass: 'text-yellow-300', fillClass: 'bg-yellow-400', strokeClass: 'stroke-yellow-400' },
  Fair: { textClass: 'text-orange-300', fillClass: 'bg-orange-400', strokeClass: 'stroke-orange-400' },
  Poor: { textClass: 'text-red-300', fillClass: 'bg-red-400', strokeClass: 'stroke-red-400' },
};

/** Every band, highest first, with the scores it covers (the top one ends at the scale's maximum). */
export const SCORE_BANDS: readonly ScoreBand[] = CREDIT_BANDS.map((band, index) => ({
  grade: band.grade,
  min: band.min,
  max: index === 0 ? CREDIT_SCORE_MAX : CREDIT_BANDS[index - 1]!.min - 1,
  ...BAND_STYLES[band.grade],
}));

/** The band a score falls in; anything below the lowest band's floor still counts as the lowest. */
export function scoreBand(score: number): ScoreBand {
  return SCORE_BANDS.find((band) => score >= band.min) ?? SCORE_BANDS[SCORE_BANDS.length - 1]!;
}

/**
 * Where a score sits in its range, as a whole percent within 0..100
 * (docs/product.md "Credit score monitor": progress percentages are capped at 100).
 */
export function scorePercent(score: number, range: { min: number; max: number }): number {
  const span = range.max - range.min;
  if (!Number.isFinite(score) || !(span > 0)) return score >= range.max ? 100 : 0;
  const percent = ((score - range.min) / span) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)));
}
