import { describe, expect, it } from 'vitest';
import { compareVersions, evaluateAppVersion, shouldCheckAppVersion } from './version';

const ANDROID = (version: string) =>
  `Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 ipju-app/${version} (android)`;
const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 ipju-app/1.0.0 (ios)';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describe('compareVersions', () => {
  it('compares dot-separated numbers, not strings', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2.3', '1.2.10')).toBeLessThan(0);
    expect(compareVersions('2.0.0', '2.0.0')).toBe(0);
  });

  it('treats missing parts as zero', () => {
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.2', '1.2.1')).toBeLessThan(0);
    expect(compareVersions('3', '2.9.9')).toBeGreaterThan(0);
  });
});

describe('evaluateAppVersion', () => {
  it('requires an update when the Android app is older than the minimum and opens the modal', () => {
    const result = evaluateAppVersion(ANDROID('1.2.3'), { ios: '1.0.0', android: '1.3.0' });
    expect(result).toMatchObject({ result: 'required', appVersion: '1.2.3', minimum: '1.3.0', showUpdateModal: true });
  });

  it('is ok when the app is at or above the minimum', () => {
    expect(evaluateAppVersion(ANDROID('1.3.0'), { android: '1.3.0' }).result).toBe('ok');
    expect(evaluateAppVersion(ANDROID('1.10.0'), { android: '1.9.0' }).showUpdateModal).toBe(false);
  });

  it('uses 1.0.0 when the platform minimum is missing', () => {
    expect(evaluateAppVersion(ANDROID('0.9.9'), { ios: '5.0.0' })).toMatchObject({ result: 'required', minimum: '1.0.0' });
    expect(evaluateAppVersion(ANDROID('1.0.0'), null)).toMatchObject({ result: 'ok', minimum: '1.0.0' });
  });

  it('says required without opening the modal when the webview gives no version', () => {
    const ua = `${BROWSER} ipju-app`;
    const result = evaluateAppVersion(ua, { android: '1.0.0' });
    expect(result).toMatchObject({ result: 'required', appVersion: null, showUpdateModal: false });
  });

  it('skips iOS and plain browsers', () => {
    expect(evaluateAppVersion(IOS, { ios: '9.0.0' }).result).toBe('skip');
    expect(evaluateAppVersion(BROWSER, { android: '9.0.0' }).result).toBe('skip');
    expect(shouldCheckAppVersion(IOS)).toBe(false);
    expect(shouldCheckAppVersion(BROWSER)).toBe(false);
    expect(shouldCheckAppVersion(ANDROID('1.0.0'))).toBe(true);
  });
});
