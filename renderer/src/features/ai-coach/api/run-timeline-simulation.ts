import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { TimelineReply, TimelineRequest } from '../../../../../shared/contracts/coach';
import { apiRequestParsed } from '@/lib/api-client';
import { timelineReplySchema } from './schemas';

export const TIMELINE_SIMULATION_PATH = '/api/ai-coach/timeline-simulation';

/** POST /api/ai-coach/timeline-simulation: net worth year by year to the target age, with what it assumed. */
export function runTimelineSimulation(input: TimelineRequest): Promise<TimelineReply> {
  return apiRequestParsed('POST', TIMELINE_SIMULATION_PATH, timelineReplySchema, input);
}

type Options = Omit<UseMutationOptions<TimelineReply, Error, TimelineRequest>, 'mutationFn'>;

export function useTimelineSimulation(options: Options = {}) {
  return useMutation({ mutationFn: runTimelineSimulation, ...options });
}
