import { z } from 'zod';

/** Every successful response: SPEC reads the payload from `data`. */
export function success<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

/** SPEC section 8: errors are named by HTTP status. */
export const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
  503: 'Time Out',
};

export function errorNameFor(status: number): string {
  return ERROR_NAMES[status] ?? `[${status}] Api Error`;
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
