/**
 * The native app's webview appends `ipju-app/<version> (<platform>)` to its user agent (the format
 * apps/web/src/lib/native/user-agent.ts parses). Only that token counts: a browser has no other way in.
 */
const APP_TOKEN = /(?:^|[\s;(])ipju-app(?:\/[0-9]+(?:\.[0-9]+)*)?(?=$|[\s;)(])/i;

export function isNativeAppUserAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && APP_TOKEN.test(userAgent);
}
