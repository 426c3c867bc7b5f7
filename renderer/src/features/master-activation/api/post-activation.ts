import { commandCentreApi } from '../../../../../shared/api/command-centre';
import type { ActivationStepId } from '../../../../../shared/contracts/campaigns';
import { callApi } from '@/lib/api-client';

/** The endpoint of each POST check (the deploy step reads the health instead: check-deploy.ts). */
const CHECKS = {
  marketing: commandCentreApi.activateAll,
  traffic: commandCentreApi.startExecutor,
  analytics: commandCentreApi.enableTracking,
  revenue: commandCentreApi.activatePayments,
} as const satisfies Record<Exclude<ActivationStepId, 'deploy'>, unknown>;

/**
 * One of the four POST checks: each answers what it verified, or an error (e.g. 503
 * payments_not_configured) that the step shows as failed.
 */
export async function postActivation(step: keyof typeof CHECKS): Promise<string> {
  const answer = await callApi(CHECKS[step]);
  return answer.detail;
}
