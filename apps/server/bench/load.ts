import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * Runs autocannon against one URL and keeps the figures the report prints. The load generator runs in a
 * worker thread, so it does not share the server's event loop.
 */
export async function measure(label: string, url: string, seconds: number, connections: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, workers: 1 });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A short run whose figures are thrown away: JIT, connection pools and caches warm up. */
export async function warmUp(url: string, connections: number) {
  await autocannon({ url, connections, duration: 3, workers: 1 });
}
