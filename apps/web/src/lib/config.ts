/**
 * Web app configuration from Vite environment variables (read at build time). Every variable is
 * optional; the defaults suit the demo. Listed in the README's configuration table.
 *
 * | Variable               | Default                                             | What it does                          |
 * | VITE_IOS_STORE_URL     | App Store search for 입주                            | App Store button (side panel, update) |
 * | VITE_ANDROID_STORE_URL | Google Play search for 입주                          | Google Play button, update modal      |
 * | VITE_APP_DOWNLOAD_URL  | this site's address                                 | Where the side panel's QR code points |
 * | VITE_CHAT_CHANNEL_URL  | https://pf.kakao.com/_ipju/chat                     | Floating chat button (messenger)      |
 * | VITE_DEMO              | on ('false' turns off)                              | Demo helpers: /dev/ui-kit, code hint  |
 */
const env = import.meta.env;

function pick(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const IOS_STORE_URL = pick(env.VITE_IOS_STORE_URL, 'https://apps.apple.com/kr/search?term=%EC%9E%85%EC%A3%BC');
export const ANDROID_STORE_URL = pick(
  env.VITE_ANDROID_STORE_URL,
  'https://play.google.com/store/search?q=%EC%9E%85%EC%A3%BC&c=apps',
);
export const CHAT_CHANNEL_URL = pick(env.VITE_CHAT_CHANNEL_URL, 'https://pf.kakao.com/_ipju/chat');

/** The QR code's target: the configured download page, else this site (opens it on the phone). */
export function appDownloadUrl(): string {
  const origin = typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
  return pick(env.VITE_APP_DOWNLOAD_URL, `${origin}/`);
}

/** Demo helpers (the /dev/ui-kit page, the sign-in code hint) unless VITE_DEMO is 'false'. */
export const DEMO_ENABLED = env.VITE_DEMO !== 'false';
