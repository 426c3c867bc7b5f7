import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { coachApi } from '../../../../../shared/api/coach';
import type { QuantumReply, QuantumRequest } from '../../../../../shared/contracts/coach';
import { callApi } from '@/lib/api-client';

/** A seeded Monte Carlo simulation over the portfolio given. */
export function runQuantumPredictions(input: QuantumRequest): Promise<QuantumReply> {
  return callApi(coachApi.quantumPredictions, { body: input });
}

type Options = Omit<UseMutationOptions<QuantumReply, Error, QuantumRequest>, 'mutationFn'>;

export function useQuantumPredictions(options: Options = {}) {
  return useMutation({ mutationFn: runQuantumPredictions, ...options });
}
