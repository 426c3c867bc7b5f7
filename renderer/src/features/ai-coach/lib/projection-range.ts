/** Where the Monte Carlo projection's percentiles and the starting value sit on one horizontal bar. */
export interface Projection {
  startValue: number;
  p5: number;
  median: number;
  p95: number;
}

export interface ProjectionPositions {
  /** Percent from the left, 0-100. */
  p5: number;
  median: number;
  p95: number;
  start: number;
}

/**
 * The bar spans from the lowest to the highest of the four values with a little room at both ends,
 * so the markers never sit on the edge. Equal values all land in the middle.
 */
export function projectionPositions(projection: Projection, margin = 5): ProjectionPositions {
  const values = [projection.p5, projection.median, projection.p95, projection.startValue].map((v) => (Number.isFinite(v) ? v : 0));
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const at = (v: number) => (hi === lo ? 50 : margin + ((v - lo) / (hi - lo)) * (100 - 2 * margin));
  return { p5: at(values[0]!), median: at(values[1]!), p95: at(values[2]!), start: at(values[3]!) };
}

/** The projected change of the median from the starting value, as a fraction (0.07 = +7%). */
export function medianChange(projection: Projection): number | null {
  return projection.startValue > 0 ? projection.median / projection.startValue - 1 : null;
}
