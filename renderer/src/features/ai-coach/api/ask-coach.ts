import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { VoiceCoachReply, VoiceCoachRequest } from '../../../../../shared/contracts/coach';
import { apiRequestParsed } from '@/lib/api-client';
import { voiceCoachReplySchema } from './schemas';

export const VOICE_COACH_PATH = '/api/ai-coach/voice';

/** POST /api/ai-coach/voice: advice, an action plan and emotional support, with the method that produced them. */
export function askCoach(input: VoiceCoachRequest): Promise<VoiceCoachReply> {
  return apiRequestParsed('POST', VOICE_COACH_PATH, voiceCoachReplySchema, input);
}

type Options = Omit<UseMutationOptions<VoiceCoachReply, Error, VoiceCoachRequest>, 'mutationFn'>;

export function useAskCoach(options: Options = {}) {
  return useMutation({ mutationFn: askCoach, ...options });
}
