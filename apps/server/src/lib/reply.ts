/** The success envelope of every API response (SPEC reads the payload from `data`). */
export const ok = <T>(data: T) => ({ status: 'success' as const, data });
