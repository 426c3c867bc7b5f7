import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { coachApi } from '../../../../../shared/api/coach';
import type { TimelineReply, TimelineRequest } from '../../../../../shared/contracts/coach';
import { callApi } from '@/lib/api-client';

/** Net worth year by year to the target age, with what it assumed. */
export function runTimelineSimulation(input: TimelineRequest): Promise<TimelineReply> {
  return callApi(coachApi.timelineSimulation, { body: input });
}

type Options = Omit<UseMutationOptions<TimelineReply, Error, TimelineRequest>, 'mutationFn'>;

export function useTimelineSimulation(options: Options = {}) {
  return useMutation({ mutationFn: runTimelineSimulation, ...options });
}
