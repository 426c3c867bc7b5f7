import type { ActivationResult } from '../../../../../shared/contracts/campaigns';
import { apiRequestParsed } from '@/lib/api-client';
import { activationResultSchema } from '@/lib/owner-api/schemas';

/**
 * The four POST checks (POST /api/marketing/activate-all, /api/traffic/start-executor,
 * /api/analytics/enable-tracking, /api/payments/activate): each answers what it verified, or an
 * error (e.g. 503 payments_not_configured) that the step shows as failed.
 */
export async function postActivation(path: string): Promise<string> {
  const answer: ActivationResult = await apiRequestParsed('POST', path, activationResultSchema);
  return answer.detail;
}
