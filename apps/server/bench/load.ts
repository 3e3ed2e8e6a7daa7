import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * What every browser (and the native apps' HTTP clients) sends on an API request: the server may compress
 * answers over 1 KB. autocannon sends no accept-encoding unless told.
 */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Runs autocannon against one URL and keeps the figures the report prints. The load generator runs in a
 * worker thread, so it does not share the server's event loop. `headers` are sent on every request.
 */
export async function measure(
  label: string,
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, workers: 1, headers });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A short run whose figures are thrown away: JIT, connection pools and caches warm up. */
export async function warmUp(url: string, connections: number, headers: Record<string, string> = {}) {
  await autocannon({ url, connections, duration: 3, workers: 1, headers });
}
