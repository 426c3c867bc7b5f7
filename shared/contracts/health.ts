import { z } from 'zod';

export const APP_MODES = ['desktop', 'web', 'hosted'] as const;
export type AppMode = (typeof APP_MODES)[number];

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  mode: z.enum(APP_MODES),
  demo: z.boolean(),
  database: z.literal('ok'),
  uptimeMs: z.number().int().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
