import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { QuantumReply, QuantumRequest } from '../../../../../shared/contracts/coach';
import { apiRequestParsed } from '@/lib/api-client';
import { quantumReplySchema } from './schemas';

export const QUANTUM_PREDICTIONS_PATH = '/api/ai-coach/quantum-predictions';

/** POST /api/ai-coach/quantum-predictions: a seeded Monte Carlo simulation over the portfolio given. */
export function runQuantumPredictions(input: QuantumRequest): Promise<QuantumReply> {
  return apiRequestParsed('POST', QUANTUM_PREDICTIONS_PATH, quantumReplySchema, input);
}

type Options = Omit<UseMutationOptions<QuantumReply, Error, QuantumRequest>, 'mutationFn'>;

export function useQuantumPredictions(options: Options = {}) {
  return useMutation({ mutationFn: runQuantumPredictions, ...options });
}
