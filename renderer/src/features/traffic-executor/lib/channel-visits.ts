/**
 * Visits per platform from the traffic-sources answer: a channel is the lower-case utm_source, so
 * the platform's own source name finds its row; a platform with no row had no visits.
 */
import type { TrafficSource } from '../../../../../shared/contracts/dashboards';

export function visitsBySource<S extends string>(sources: readonly TrafficSource[], wanted: readonly S[]): Record<S, number> {
  const out = {} as Record<S, number>;
  for (const s of wanted) out[s] = sources.find((row) => row.source.toLowerCase() === s)?.visits ?? 0;
  return out;
}
