import { z } from 'zod';

/** Every successful response: SPEC reads the payload from `data`. */
export function success<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

/**
 * Every error response. `message` is Korean and says what to fix; `code` is a stable machine-readable
 * reason (e.g. OTP_EXPIRED) so clients can branch without parsing text; `details` names fields for
 * validation errors; `redirectUrl` tells the client where to go (e.g. sign-in).
 */
export const errorBody = z.object({
  status: z.literal('error'),
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  redirectUrl: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** An empty success payload for operations that only change state. */
export const okPayload = z.object({ ok: z.literal(true) });
