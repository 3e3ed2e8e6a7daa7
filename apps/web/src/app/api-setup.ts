import { configureApi } from '@ipju/api-client';
import { isSessionExpiredError, notifySessionExpired } from '../features/auth';

/**
 * Configures the API client once at start-up: failed calls that shouldReportApiError lets through
 * (SPEC section 8) are reported (console.error; Sentry can hook in here), and an expired session
 * cookie signs the visitor out.
 */
export function setupApi(): void {
  configureApi({
    baseUrl: '',
    onError: (error, context) => {
      if (isSessionExpiredError(error)) notifySessionExpired();
      if (context.report) {
        console.error(`[api] ${context.method} ${context.url} failed: ${error.status} ${error.message}`, error);
      }
    },
  });
}
