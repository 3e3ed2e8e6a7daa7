import { describe, expect, it } from 'vitest';
import { isNativeAppUserAgent } from './native-app';

describe('isNativeAppUserAgent', () => {
  it('accepts the app token with or without version and platform', () => {
    expect(isNativeAppUserAgent('Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 ipju-app/1.2.3 (android)')).toBe(true);
    expect(isNativeAppUserAgent('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 ipju-app/2.0 (ios)')).toBe(true);
    expect(isNativeAppUserAgent('Mozilla/5.0 (iPhone) ipju-app')).toBe(true);
    expect(isNativeAppUserAgent('IPJU-APP/1.0')).toBe(true);
  });

  it('refuses browsers and look-alikes', () => {
    expect(isNativeAppUserAgent(undefined)).toBe(false);
    expect(isNativeAppUserAgent('Mozilla/5.0 (Windows NT 10.0) Chrome/130.0')).toBe(false);
    expect(isNativeAppUserAgent('Mozilla/5.0 not-ipju-app/1.0')).toBe(false);
    expect(isNativeAppUserAgent('Mozilla/5.0 ipju-apple/1.0')).toBe(false);
  });
});
