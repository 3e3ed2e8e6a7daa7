import type { AppConfig } from '../../config';
import { createPortOneClient } from './client';
import { createLoopback, LOOPBACK_ORIGIN, type Loopback } from './loopback';
import { SANDBOX_PATH } from './sandbox-path';
import type { PortOneClient } from './types';

export * from './types';
export { createPortOneClient } from './client';
export { SANDBOX_PATH } from './sandbox-path';

/**
 * The PortOne client configuration chooses: PortOne itself (production), the URL in PORTONE_API_BASE,
 * or, in demo mode without one, this server's own sandbox through the in-process loopback.
 */
export function createPortOne(config: AppConfig): { client: PortOneClient; loopback: Loopback | null } {
  const { apiKey, apiSecret, apiBase } = config.portone;
  if (apiBase) return { client: createPortOneClient({ baseUrl: apiBase.replace(/\/+$/, ''), apiKey, apiSecret }), loopback: null };
  const loopback = createLoopback();
  return {
    client: createPortOneClient({ baseUrl: `${LOOPBACK_ORIGIN}${SANDBOX_PATH}`, apiKey, apiSecret, fetch: loopback.fetch }),
    loopback,
  };
}
