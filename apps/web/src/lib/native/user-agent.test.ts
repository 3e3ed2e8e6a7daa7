import { describe, expect, it } from 'vitest';
import { isIosUserAgent, parseNativeUserAgent } from './user-agent';

describe('parseNativeUserAgent', () => {
  it('reads version and platform from the ipju-app token', () => {
    expect(parseNativeUserAgent('Mozilla/5.0 (Linux; Android 14) Chrome/126 ipju-app/1.2.3 (android)')).toEqual({
      isNative: true,
      platform: 'android',
      version: '1.2.3',
    });
    expect(parseNativeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) ipju-app/2.0 (ios)')).toEqual({
      isNative: true,
      platform: 'ios',
      version: '2.0',
    });
  });

  it('guesses the platform when the token has none', () => {
    expect(parseNativeUserAgent('Mozilla/5.0 (Linux; Android 13) ipju-app/1.4.0')).toEqual({
      isNative: true,
      platform: 'android',
      version: '1.4.0',
    });
  });

  it('is not native in a browser, unless the webview bridge exists', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36';
    expect(parseNativeUserAgent(ua).isNative).toBe(false);
    expect(parseNativeUserAgent(ua, true)).toEqual({ isNative: true, platform: 'android', version: null });
  });

  it('recognises iOS user agents', () => {
    expect(isIosUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIosUserAgent('Mozilla/5.0 (Macintosh) ipju-app/1.0.0 (ios)')).toBe(true);
    expect(isIosUserAgent('Mozilla/5.0 (Linux; Android 14) ipju-app/1.0.0 (android)')).toBe(false);
  });
});
