import type { AbTestConversionRequest } from '../../../../../../shared/contracts/growth';
import { apiRequest } from '@/lib/api-client';

export const AB_CONVERSION_PATH = '/api/conversion/ab-test';

/**
 * POST /api/conversion/ab-test: a conversion in one variant of a landing experiment. Failures are
 * only logged (spec growth section 8): the visitor's click goes on regardless.
 */
export async function recordAbConversion(conversion: AbTestConversionRequest): Promise<void> {
  try {
    await apiRequest('POST', AB_CONVERSION_PATH, conversion);
  } catch (error) {
    console.warn(`ab-test: could not record the ${conversion.testName} conversion`, error);
  }
}
