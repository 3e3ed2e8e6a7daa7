import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNativeState } from '../../lib/native/bridge';
import { readSession, SESSION_KEYS, writeSession } from '../../lib/session-keys';
import { apiMock } from '../../test/api-mock';
import { page, renderInShell } from '../../test/test-utils';

const signedIn = {
  initialized: true,
  isLoggedIn: true,
  user: {
    residentIdx: 1,
    name: '김입주',
    phone: '010-1111-2222',
    email: null,
    complexName: null,
    apartmentIdx: null,
    areaIdx: null,
    pyeong: null,
    dong: null,
    ho: null,
    agreements: { terms: true, privacy: true, ageOver14: true, marketing: false, agreedAt: null, marketingAgreedAt: null },
    referralCode: 'AAAA1111',
    signInMethods: ['phone' as const],
    createdAt: '2026-11-01T00:00:00.000Z',
  },
};
const routes = [{ index: true, element: page('홈 화면') }];
const originalUA = navigator.userAgent;

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => ua });
}

beforeEach(() => {
  window.sessionStorage.clear();
  resetNativeState();
});

afterEach(() => {
  setUserAgent(originalUA);
  delete window.ReactNativeWebView;
});

describe('NativeLayer', () => {
  it('registers the push token when signed in, clears it and answers the app', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const record = { fcmToken: 'tok', deviceType: 'android' as const, deviceKey: 'dev-9', updatedAt: '2026-11-22T00:00:00.000Z' };
    apiMock.registerFcmToken.mockResolvedValue({ status: 'success', data: record });
    apiMock.getClientAppVersion.mockResolvedValue({ status: 'success', data: { data: { ios: '1.0.0', android: '1.0.0' } } });
    renderInShell(routes, { auth: signedIn });
    await screen.findByRole('heading', { name: '홈 화면' });
    expect(apiMock.registerFcmToken).not.toHaveBeenCalled();

    // The app sends the token through the bridge.
    act(() => {
      document.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ type: 'FCM_TOKEN', data: { fcmToken: 'tok', deviceType: 'android' as const, deviceKey: 'dev-9' } }),
        }),
      );
    });
    await waitFor(() =>
      expect(apiMock.registerFcmToken).toHaveBeenCalledWith({ body: { fcmToken: 'tok', deviceType: 'android' as const, deviceKey: 'dev-9' } }),
    );
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'FCM_TOKEN', data: record })));
    expect(readSession(SESSION_KEYS.fcmToken)).toBeNull();
  });

  it('does not register while signed out', async () => {
    writeSession(SESSION_KEYS.fcmToken, 'tok');
    writeSession(SESSION_KEYS.deviceType, 'android');
    writeSession(SESSION_KEYS.deviceKey, 'dev-9');
    renderInShell(routes);
    await screen.findByRole('heading', { name: '홈 화면' });
    expect(apiMock.registerFcmToken).not.toHaveBeenCalled();
    expect(readSession(SESSION_KEYS.fcmToken)).toBe('tok');
  });

  it('asks an outdated Android app to update', async () => {
    setUserAgent('Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36 ipju-app/1.2.0 (android)');
    apiMock.getClientAppVersion.mockResolvedValue({ status: 'success', data: { data: { ios: '1.0.0', android: '1.3.0' } } });
    renderInShell(routes);
    expect(await screen.findByRole('alertdialog', { name: /새 버전이 나왔어요/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '앱 업데이트' })).toBeInTheDocument();
  });

  it('does not check the version on iOS or in a browser', async () => {
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) ipju-app/0.1.0 (ios)');
    renderInShell(routes);
    await screen.findByRole('heading', { name: '홈 화면' });
    expect(apiMock.getClientAppVersion).not.toHaveBeenCalled();
  });

  it('shows the push-permission sheet when the app says permission is not granted', async () => {
    renderInShell(routes);
    await screen.findByRole('heading', { name: '홈 화면' });
    expect(screen.queryByText('알림을 켜고 일정 소식을 받아 보세요')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'PERMISSION_GRANTED', data: false } }));
    });
    expect(await screen.findByText('알림을 켜고 일정 소식을 받아 보세요')).toBeInTheDocument();
  });
});
