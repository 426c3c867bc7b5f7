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

export const ERROR_CODES = {
  validation: 'validation_error',
  invalidJson: 'invalid_json',
  notFound: 'not_found',
  forbidden: 'forbidden',
  unauthorized: 'unauthorized',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  /** 409: a transfer larger than what its source account has available (the balance may change; retry later). */
  insufficientFunds: 'insufficient_funds',
  internal: 'internal_error',
} as const;
