import { z } from 'zod';

/** Every non-success answer from /api has this body. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The codes live with the zod-free constants, so the renderer's first scripts can name them without zod. */
export { ERROR_CODES } from '../constants';
