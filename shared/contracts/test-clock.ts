import { z } from 'zod';

/** POST /api/test/clock (local end-to-end tests only): how many days to let pass. */
export const testClockRequestSchema = z.object({ advanceDays: z.number().int().min(1).max(366) }).strict();
export type TestClockRequest = z.infer<typeof testClockRequestSchema>;

/** The server's time after the move, and how many contract violations the checks then recorded. */
export const testClockReplySchema = z.object({ now: z.number(), violationsRecorded: z.number().int() });
export type TestClockReply = z.infer<typeof testClockReplySchema>;
