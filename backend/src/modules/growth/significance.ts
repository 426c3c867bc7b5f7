/**
 * Two-proportion z-test, the usual significance figure for an A/B conversion rate: is the variant's
 * rate different from the control's by more than chance would make it? Pure, so it is tested alone.
 */

/** Standard normal CDF via erf (Abramowitz and Stegun 7.1.26, absolute error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface Sample {
  exposures: number;
  conversions: number;
}

/**
 * Two-sided p-value of the difference between two conversion rates; null when either side has no
 * exposures. Conversions above exposures (a conversion recorded without its exposure) are capped.
 */
export function twoProportionPValue(control: Sample, variant: Sample): number | null {
  if (control.exposures <= 0 || variant.exposures <= 0) return null;
  const c0 = Math.min(control.conversions, control.exposures);
  const c1 = Math.min(variant.conversions, variant.exposures);
  const p0 = c0 / control.exposures;
  const p1 = c1 / variant.exposures;
  const pooled = (c0 + c1) / (control.exposures + variant.exposures);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.exposures + 1 / variant.exposures));
  // Both rates 0% or both 100%: no difference to test.
  if (se === 0) return 1;
  const z = (p1 - p0) / se;
  return Math.min(1, Math.max(0, 2 * (1 - normalCdf(Math.abs(z)))));
}
