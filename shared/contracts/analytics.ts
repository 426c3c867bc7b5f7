import { z } from 'zod';

// The header lives in shared/constants.ts, so the renderer's first script can use it without zod.
export { ANALYTICS_SESSION_HEADER } from '../constants';
export const analyticsSessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** POST /api/analytics/track: one first-party analytics event. */
export const trackEventRequestSchema = z
  .object({
    event: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'event must be snake_case, at most 64 characters'),
    properties: z
      .record(z.string().max(64), z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]))
      .refine((p) => Object.keys(p).length <= 30, 'at most 30 properties')
      .optional(),
    sessionId: analyticsSessionIdSchema.optional(),
  })
  .strict();
export type TrackEventRequest = z.infer<typeof trackEventRequestSchema>;
