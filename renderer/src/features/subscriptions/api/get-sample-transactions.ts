import type { z } from 'zod';
import type { sampleTransactionsResponseSchema } from '../../../../../shared/contracts/subscriptions';
import { apiRequestParsed } from '@/lib/api-client';
import { sampleTransactionsResponseSchema as schema } from './schemas';

export const SAMPLE_TRANSACTIONS_PATH = '/api/subscriptions/sample-transactions';

export type SampleTransactions = z.infer<typeof sampleTransactionsResponseSchema>;

/** GET /api/subscriptions/sample-transactions: a realistic sample bank history the server makes (demo data). */
export function getSampleTransactions(): Promise<SampleTransactions> {
  return apiRequestParsed('GET', SAMPLE_TRANSACTIONS_PATH, schema);
}
