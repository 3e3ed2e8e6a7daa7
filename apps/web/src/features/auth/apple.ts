import type { AppleSignInConfig } from './api/getAppleSignInConfig';

/** Apple's JS SDK, loaded only when the visitor taps 'Apple로 계속하기'. */
export const APPLE_JS_URL = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

interface AppleIdAuth {
  init(options: { clientId: string; scope: string; redirectURI: string; state?: string; nonce?: string; usePopup?: boolean }): void;
  signIn(): Promise<unknown>;
}

declare global {
  interface Window {
    AppleID?: { auth: AppleIdAuth };
  }
}

let loading: Promise<void> | null = null;

export function loadAppleJs(): Promise<void> {
  if (typeof window !== 'undefined' && window.AppleID) return Promise.resolve();
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = APPLE_JS_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Apple 로그인 도구를 불러오지 못했어요.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** The authorize URL of the web flow (name and email scopes, form_post back to the server). */
export function appleAuthorizeUrl(config: AppleSignInConfig): string {
  const params = new URLSearchParams({
    client_id: config.clientId ?? '',
    redirect_uri: config.redirectUri ?? '',
    response_type: 'code id_token',
    response_mode: 'form_post',
    scope: 'name email',
    state: config.state,
  });
  return `https://appleid.apple.com/auth/authorize?${params.toString()}`;
}

/**
 * Starts Apple sign-in: Apple posts the result (form_post) to the server's redirect URI, which
 * redirects to /auth/apple/callback?result=... . Falls back to the plain authorize URL when the
 * SDK cannot load.
 */
export async function startAppleSignIn(config: AppleSignInConfig): Promise<void> {
  if (!config.enabled || !config.clientId || !config.redirectUri) {
    throw new Error('Apple 로그인을 지금 사용할 수 없어요. 휴대폰 번호로 로그인해 주세요.');
  }
  try {
    await loadAppleJs();
    const auth = window.AppleID?.auth;
    if (!auth) throw new Error('AppleID unavailable');
    auth.init({
      clientId: config.clientId,
      scope: 'name email',
      redirectURI: config.redirectUri,
      state: config.state,
      usePopup: false,
    });
    await auth.signIn();
  } catch (error) {
    console.error('[auth] Apple JS failed, using the authorize URL', error);
    window.location.assign(appleAuthorizeUrl(config));
  }
}
