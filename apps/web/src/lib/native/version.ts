import { isIosUserAgent, parseNativeUserAgent } from './user-agent';

/** Per-platform minimum app versions (getClientAppVersion's data.data). */
export interface AppVersionMinimums {
  ios?: string | null;
  android?: string | null;
}

export const DEFAULT_MIN_VERSION = '1.0.0';

/** Compares dot-separated numeric versions: negative when a < b, 0 when equal, positive when a > b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.trim().split('.');
  const pb = b.trim().split('.');
  const length = Math.max(pa.length, pb.length);
  for (let i = 0; i < length; i += 1) {
    const na = Number.parseInt(pa[i] ?? '0', 10);
    const nb = Number.parseInt(pb[i] ?? '0', 10);
    const da = Number.isNaN(na) ? 0 : na;
    const db = Number.isNaN(nb) ? 0 : nb;
    if (da !== db) return da < db ? -1 : 1;
  }
  return 0;
}

export interface VersionCheckResult {
  /** 'skip': not in the native webview, or on iOS. */
  result: 'skip' | 'ok' | 'required';
  appVersion: string | null;
  minimum: string | null;
  /** Open the update modal: only when a known app version is lower than the minimum. */
  showUpdateModal: boolean;
}

/**
 * SPEC section 5: runs only inside the native webview and not on iOS user agents; a missing
 * platform minimum is 1.0.0; an update is required when the app version is lower. With no version
 * in the user agent the result is 'required', but that alone does not open the modal.
 */
export function evaluateAppVersion(
  userAgent: string,
  minimums: AppVersionMinimums | null | undefined,
  hasBridge = false,
): VersionCheckResult {
  const app = parseNativeUserAgent(userAgent, hasBridge);
  if (!app.isNative || app.platform === 'ios' || isIosUserAgent(userAgent)) {
    return { result: 'skip', appVersion: app.version, minimum: null, showUpdateModal: false };
  }
  const platformMinimum = app.platform === 'android' ? minimums?.android : undefined;
  const minimum = platformMinimum && platformMinimum.trim() !== '' ? platformMinimum : DEFAULT_MIN_VERSION;
  if (!app.version) {
    return { result: 'required', appVersion: null, minimum, showUpdateModal: false };
  }
  const required = compareVersions(app.version, minimum) < 0;
  return { result: required ? 'required' : 'ok', appVersion: app.version, minimum, showUpdateModal: required };
}

/** Whether the version check should call the server at all. */
export function shouldCheckAppVersion(userAgent: string, hasBridge = false): boolean {
  const app = parseNativeUserAgent(userAgent, hasBridge);
  return app.isNative && app.platform !== 'ios' && !isIosUserAgent(userAgent);
}
