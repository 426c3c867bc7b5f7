import type { AnalyzeResponse } from '../../../../../shared/contracts/subscriptions';
import { apiRequestParsed } from '@/lib/api-client';
import { analyzeResponseSchema } from './schemas';

export const ANALYZE_PATH = '/api/analyze-transactions';

/** POST /api/analyze-transactions (no body): recurring patterns in the user's stored transactions, and insights. */
export function analyzeTransactions(): Promise<AnalyzeResponse> {
  return apiRequestParsed('POST', ANALYZE_PATH, analyzeResponseSchema);
}
