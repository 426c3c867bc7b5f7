import { analyticsApi } from '../../../../../shared/api/analytics';
import type { ConversionEventRequest } from '../../../../../shared/contracts/beta';
import { apiFetch } from '@/lib/api-client';

/** A campaign visit's conversion event: answers 204, nothing to read (so no contract is loaded for it). */
export async function postConversionEvent(input: ConversionEventRequest): Promise<void> {
  await apiFetch(analyticsApi.conversionEvent, { body: input });
}
