import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, SESSION_KEYS, writeSession } from '../session-keys';
import { handleNativeMessage, listenToNative, NATIVE_MESSAGE, postToNative, resetNativeState, getNativeState } from './bridge';
import { registerStoredPushToken } from './push-token';

function storeToken() {
  writeSession(SESSION_KEYS.fcmToken, 'fcm-abc');
  writeSession(SESSION_KEYS.deviceType, 'android');
  writeSession(SESSION_KEYS.deviceKey, 'device-1');
}

const record = { fcmToken: 'fcm-abc', deviceType: 'android', deviceKey: 'device-1', updatedAt: '2026-11-22T00:00:00.000Z' };

describe('push-token registration', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    resetNativeState();
  });

  it('registers the stored token, clears it and tells the native app', async () => {
    storeToken();
    const register = vi.fn().mockResolvedValue({ status: 'success', data: record });
    const post = vi.fn();
    await expect(registerStoredPushToken(true, register, post)).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith({ fcmToken: 'fcm-abc', deviceType: 'android', deviceKey: 'device-1' });
    expect(readSession(SESSION_KEYS.fcmToken)).toBeNull();
    expect(readSession(SESSION_KEYS.deviceType)).toBeNull();
    expect(readSession(SESSION_KEYS.deviceKey)).toBeNull();
    expect(post).toHaveBeenCalledWith(NATIVE_MESSAGE.FCM_TOKEN, record);
  });

  it('does nothing when signed out or a value is missing', async () => {
    const register = vi.fn();
    storeToken();
    await expect(registerStoredPushToken(false, register, vi.fn())).resolves.toBe(false);
    window.sessionStorage.removeItem(SESSION_KEYS.deviceKey);
    await expect(registerStoredPushToken(true, register, vi.fn())).resolves.toBe(false);
    expect(register).not.toHaveBeenCalled();
  });

  it('keeps the values when the call fails, and only logs', async () => {
    storeToken();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const post = vi.fn();
    await expect(registerStoredPushToken(true, vi.fn().mockRejectedValue(new Error('down')), post)).resolves.toBe(false);
    expect(readSession(SESSION_KEYS.fcmToken)).toBe('fcm-abc');
    expect(post).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });
});

describe('bridge', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    resetNativeState();
  });
  afterEach(() => {
    delete window.ReactNativeWebView;
  });

  it('posts JSON {type, data} to the webview', () => {
    const postMessage = vi.fn();
    expect(postToNative('FCM_TOKEN', { a: 1 })).toBe(false);
    window.ReactNativeWebView = { postMessage };
    expect(postToNative('FCM_TOKEN', { a: 1 })).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({ type: 'FCM_TOKEN', data: { a: 1 } });
  });

  it('stores FCM_TOKEN values and permission from window and document messages', () => {
    const stop = listenToNative();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ type: 'FCM_TOKEN', data: { fcmToken: 't', deviceType: 'ios', deviceKey: 'k' } }),
      }),
    );
    expect(readSession(SESSION_KEYS.fcmToken)).toBe('t');
    expect(getNativeState().tokenReceived).toBe(1);

    document.dispatchEvent(new MessageEvent('message', { data: { type: 'PERMISSION_GRANTED', data: false } }));
    expect(getNativeState().permissionGranted).toBe(false);
    handleNativeMessage({ type: 'PERMISSION_GRANTED', data: { granted: true } });
    expect(getNativeState().permissionGranted).toBe(true);

    stop();
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"PERMISSION_GRANTED","data":false}' }));
    expect(getNativeState().permissionGranted).toBe(true);
  });

  it('ignores messages that are not bridge messages', () => {
    const stop = listenToNative();
    window.dispatchEvent(new MessageEvent('message', { data: 'hello' }));
    window.dispatchEvent(new MessageEvent('message', { data: { foo: 1 } }));
    expect(getNativeState()).toEqual({ permissionGranted: null, tokenReceived: 0 });
    stop();
  });
});
