/**
 * The scan the spec describes (growth section 4): real-transaction analysis first; when it finds
 * patterns, store them with a scan. When it finds none, or fails, fall back to the demo scan:
 * import the server's sample bank history, then scan that. Only the final step's failure is the
 * scan's failure. The steps are injected, so the order and the fallbacks are unit-tested.
 */
import type { AnalyzeResponse, ScanResponse } from '../../../../../shared/contracts/subscriptions';

export interface ScanSteps {
  analyze: () => Promise<AnalyzeResponse>;
  scan: () => Promise<ScanResponse>;
  importSample: () => Promise<unknown>;
}

export type ScanOutcome =
  | { kind: 'real'; analysis: AnalyzeResponse; result: ScanResponse }
  /** `analysisError` is set when the real analysis failed (rather than finding nothing). */
  | { kind: 'demo'; result: ScanResponse; analysisError?: unknown };

export async function runScan(steps: ScanSteps): Promise<ScanOutcome> {
  let analysis: AnalyzeResponse | undefined;
  let analysisError: unknown;
  try {
    analysis = await steps.analyze();
  } catch (error) {
    analysisError = error;
  }
  if (analysis && analysis.patterns.length > 0) {
    return { kind: 'real', analysis, result: await steps.scan() };
  }
  await steps.importSample();
  const result = await steps.scan();
  return analysisError === undefined ? { kind: 'demo', result } : { kind: 'demo', result, analysisError };
}
