import { AppError } from '../errors';
import type { VirtualNumberProvider } from './types';

export interface HttpVirtualNumberOptions {
  /** The provider's API base, e.g. https://api.vn-provider.example/v1 (VIRTUAL_NUMBER_API_URL). */
  apiUrl: string;
  /** Sent as `Authorization: Bearer <key>` (VIRTUAL_NUMBER_API_KEY). */
  apiKey: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const unavailable = () => new AppError('UNAVAILABLE', '안심번호를 지금 만들 수 없어요. 잠시 후 다시 시도해 주세요.');

/**
 * A 050 안심번호 provider behind a REST API (VIRTUAL_NUMBER_PROVIDER=http; the contract is in
 * docs/PARTNER.md):
 *
 *   POST   {apiUrl}/numbers            { partnerPhone, residentPhone, expiresAt }  -> 200/201 { number }
 *   DELETE {apiUrl}/numbers/{number}                                               -> 2xx, or 404 when already closed
 *
 * Phones and numbers are digits only. A refused or unreachable open is a 503 with a Korean message (the
 * company sees "잠시 후 다시 시도해 주세요"); a failed close throws so the sweep tries again next time.
 */
export function createHttpVirtualNumberProvider(options: HttpVirtualNumberOptions): VirtualNumberProvider {
  const send = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');
  const timeout = options.timeoutMs ?? 10_000;
  const headers = { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' };

  return {
    name: 'http',
    async open(pair) {
      let response: Response;
      try {
        response = await send(`${base}/numbers`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ partnerPhone: pair.partnerPhone, residentPhone: pair.residentPhone, expiresAt: pair.expiresAt.toISOString() }),
          signal: AbortSignal.timeout(timeout),
        });
      } catch {
        throw unavailable();
      }
      if (!response.ok) throw unavailable();
      const body = (await response.json().catch(() => null)) as { number?: unknown } | null;
      const number = typeof body?.number === 'string' ? body.number.replace(/\D/g, '') : '';
      if (!/^0\d{9,12}$/.test(number)) throw unavailable();
      return number;
    },
    async close(number) {
      const response = await send(`${base}/numbers/${encodeURIComponent(number)}`, {
        method: 'DELETE',
        headers,
        signal: AbortSignal.timeout(timeout),
      });
      if (!response.ok && response.status !== 404) {
        throw new Error(`050 provider refused to close ${number.slice(0, 4)}…: HTTP ${response.status}`);
      }
    },
  };
}
