// Kept free of zod so the web bundle can use it without pulling in the schema library.

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
