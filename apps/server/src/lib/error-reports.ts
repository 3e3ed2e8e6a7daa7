import type * as SentrySdk from '@sentry/node';

/**
 * Unexpected errors go to Sentry when SENTRY_DSN is set. The SDK costs about a second of module loading, so
 * it is imported only then (main.ts calls startErrorReports before building the app); without it reporting
 * does nothing, as the SDK itself does when not initialised.
 */
let sentry: typeof SentrySdk | null = null;

export async function startErrorReports(options: { dsn: string; environment: string }) {
  sentry = await import('@sentry/node');
  sentry.init({ dsn: options.dsn, environment: options.environment, tracesSampleRate: 0.5 });
}

export function reportError(error: unknown, tags: Record<string, string>) {
  sentry?.captureException(error, { tags });
}

/** Sends what is still queued (at shutdown), waiting at most `timeoutMs`. */
export async function flushErrorReports(timeoutMs: number) {
  await sentry?.close(timeoutMs);
}
