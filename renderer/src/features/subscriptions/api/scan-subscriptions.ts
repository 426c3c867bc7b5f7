import type { ScanResponse } from '../../../../../shared/contracts/subscriptions';
import { apiRequestParsed } from '@/lib/api-client';
import { scanResponseSchema } from './schemas';

export const SCAN_PATH = '/api/scan-subscriptions';

/** POST /api/scan-subscriptions (no body): stores what the engine finds (a rescan never duplicates). */
export function scanSubscriptions(): Promise<ScanResponse> {
  return apiRequestParsed('POST', SCAN_PATH, scanResponseSchema);
}
