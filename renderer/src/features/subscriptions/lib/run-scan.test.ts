import { describe, expect, it, vi } from 'vitest';
import type { AnalyzeResponse, Pattern, ScanResponse } from '../../../../../shared/contracts/subscriptions';
import { runScan, type ScanSteps } from './run-scan';

const pattern: Pattern = {
  merchantName: 'Netflix',
  frequency: 'monthly',
  amount: 15.49,
  monthlyCost: 15.49,
  occurrences: 6,
  lastDate: '2025-05-03',
  nextBillDate: '2025-06-03',
  confidence: 0.95,
  status: 'mature',
  isForgotten: false,
  reasons: [],
  category: 'Streaming',
};
const analysis = (patterns: Pattern[]): AnalyzeResponse => ({
  patterns,
  insights: { savingsOpportunity: 0, forgottenCount: 0, monthlyTotal: 0 },
});
const scanned: ScanResponse = { newSubscriptions: 3, potentialSavings: 42, realDataUsed: true };

/** The steps, recording the order they ran in. */
function steps(overrides: Partial<ScanSteps>) {
  const calls: string[] = [];
  const wrap = <T>(name: string, fn: () => Promise<T>) => () => {
    calls.push(name);
    return fn();
  };
  const s: ScanSteps = {
    analyze: wrap('analyze', overrides.analyze ?? (() => Promise.resolve(analysis([pattern])))),
    scan: wrap('scan', overrides.scan ?? (() => Promise.resolve(scanned))),
    importSample: wrap('importSample', overrides.importSample ?? (() => Promise.resolve({ imported: 10 }))),
  };
  return { steps: s, calls };
}

describe('runScan', () => {
  it('real data first: patterns found -> scan, no sample import', async () => {
    const { steps: s, calls } = steps({});
    const outcome = await runScan(s);
    expect(calls).toEqual(['analyze', 'scan']);
    expect(outcome).toEqual({ kind: 'real', analysis: analysis([pattern]), result: scanned });
  });

  it('no patterns -> the demo scan: import the sample, then scan', async () => {
    const { steps: s, calls } = steps({ analyze: () => Promise.resolve(analysis([])) });
    const outcome = await runScan(s);
    expect(calls).toEqual(['analyze', 'importSample', 'scan']);
    expect(outcome).toEqual({ kind: 'demo', result: scanned });
  });

  it('analysis failed -> the demo scan, and the reason is kept', async () => {
    const failure = new Error('500: boom');
    const { steps: s, calls } = steps({ analyze: () => Promise.reject(failure) });
    const outcome = await runScan(s);
    expect(calls).toEqual(['analyze', 'importSample', 'scan']);
    expect(outcome).toEqual({ kind: 'demo', result: scanned, analysisError: failure });
  });

  it('the final scan failing is the scan failing (real path)', async () => {
    const { steps: s } = steps({ scan: () => Promise.reject(new Error('500: scan down')) });
    await expect(runScan(s)).rejects.toThrow('500: scan down');
  });

  it('the demo path failing (import or scan) is the scan failing, with that error', async () => {
    const importFails = steps({ analyze: () => Promise.resolve(analysis([])), importSample: () => Promise.reject(new Error('400: bad rows')) });
    await expect(runScan(importFails.steps)).rejects.toThrow('400: bad rows');
    expect(importFails.calls).toEqual(['analyze', 'importSample']);

    const scan = vi.fn(() => Promise.reject(new Error('500: scan down')));
    const bothFail = steps({ analyze: () => Promise.reject(new Error('500: analyze down')), scan });
    await expect(runScan(bothFail.steps)).rejects.toThrow('500: scan down');
    expect(bothFail.calls).toEqual(['analyze', 'importSample', 'scan']);
  });
});
