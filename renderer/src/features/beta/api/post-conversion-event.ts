import type { ConversionEventRequest } from '../../../../../shared/contracts/beta';
import { apiRequest } from '@/lib/api-client';

export const CONVERSION_EVENT_PATH = '/api/analytics/conversion-event';

/** POST /api/analytics/conversion-event: answers 204, nothing to read. */
export async function postConversionEvent(input: ConversionEventRequest): Promise<void> {
  await apiRequest('POST', CONVERSION_EVENT_PATH, input);
}
