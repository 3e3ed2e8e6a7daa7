/**
 * Native app detection from the user agent.
 *
 * Expected format: the native wrapper appends one token to the webview's default user agent,
 *   `ipju-app/<version> (<platform>)`, e.g. `... Mobile Safari/537.36 ipju-app/1.2.3 (android)`
 * where <version> is dot-separated numbers and <platform> is `android` or `ios`.
 * A webview that exposes window.ReactNativeWebView but sends no token counts as native with
 * unknown version (SPEC section 5: "no version info").
 */
export type NativePlatform = 'android' | 'ios';

export interface NativeAppInfo {
  /** Inside the native app's webview. */
  isNative: boolean;
  /** From the ipju-app token, else guessed from the rest of the user agent. */
  platform: NativePlatform | null;
  /** '1.2.3', or null when the webview gives none. */
  version: string | null;
}

const APP_TOKEN = /\bipju-app(?:\/([0-9]+(?:\.[0-9]+)*))?(?:\s*\((android|ios)\))?/i;

export function isIosUserAgent(ua: string): boolean {
  return /\b(iPhone|iPad|iPod)\b/i.test(ua) || /\bipju-app[^()]*\(ios\)/i.test(ua);
}

export function parseNativeUserAgent(ua: string, hasBridge = false): NativeAppInfo {
  const match = APP_TOKEN.exec(ua);
  const isNative = Boolean(match) || hasBridge;
  if (!isNative) return { isNative: false, platform: null, version: null };
  const tokenPlatform = match?.[2]?.toLowerCase() as NativePlatform | undefined;
  const platform: NativePlatform | null =
    tokenPlatform ?? (isIosUserAgent(ua) ? 'ios' : /android/i.test(ua) ? 'android' : null);
  return { isNative, platform, version: match?.[1] ?? null };
}

/** The current browser's native-app info. */
export function currentNativeApp(): NativeAppInfo {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') {
    return { isNative: false, platform: null, version: null };
  }
  return parseNativeUserAgent(navigator.userAgent, Boolean(window.ReactNativeWebView));
}
