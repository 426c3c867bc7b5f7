import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { coachApi } from '../../../../../shared/api/coach';
import type { VoiceCoachReply, VoiceCoachRequest } from '../../../../../shared/contracts/coach';
import { callApi } from '@/lib/api-client';

/** Advice, an action plan and emotional support, with the method that produced them. */
export function askCoach(input: VoiceCoachRequest): Promise<VoiceCoachReply> {
  return callApi(coachApi.voice, { body: input });
}

type Options = Omit<UseMutationOptions<VoiceCoachReply, Error, VoiceCoachRequest>, 'mutationFn'>;

export function useAskCoach(options: Options = {}) {
  return useMutation({ mutationFn: askCoach, ...options });
}
