import { readSession, removeSession, SESSION_KEYS } from '../session-keys';
import { NATIVE_MESSAGE, postToNative } from './bridge';

export interface PushTokenBody {
  fcmToken: string;
  deviceType: string;
  deviceKey: string;
}

export interface PushTokenResponse {
  status: string;
  data?: unknown;
}

/** The app writes its platform in any case ('iOS', 'Android'); anything else registers as web. */
export function toDeviceType(value: string): 'ios' | 'android' | 'web' {
  const lower = value.toLowerCase();
  return lower === 'ios' || lower === 'android' ? lower : 'web';
}

/** The three values the native app stored, or null while any is missing. */
export function readStoredPushToken(): PushTokenBody | null {
  const fcmToken = readSession(SESSION_KEYS.fcmToken);
  const deviceType = readSession(SESSION_KEYS.deviceType);
  const deviceKey = readSession(SESSION_KEYS.deviceKey);
  if (!fcmToken || !deviceType || !deviceKey) return null;
  return { fcmToken, deviceType, deviceKey };
}

/**
 * Push-token registration (SPEC section 4): when logged in and fcmToken, deviceType and deviceKey
 * are stored, send them; on status 'success' clear the three values and post an FCM_TOKEN message
 * with the response data to the native app. Failures are only logged. Returns whether it registered.
 */
export async function registerStoredPushToken(
  isLoggedIn: boolean,
  register: (body: PushTokenBody) => Promise<PushTokenResponse>,
  post: (type: string, data?: unknown) => unknown = postToNative,
): Promise<boolean> {
  if (!isLoggedIn) return false;
  const body = readStoredPushToken();
  if (!body) return false;
  try {
    const response = await register(body);
    if (response.status !== 'success') return false;
    removeSession(SESSION_KEYS.fcmToken, SESSION_KEYS.deviceType, SESSION_KEYS.deviceKey);
    post(NATIVE_MESSAGE.FCM_TOKEN, response.data);
    return true;
  } catch (error) {
    console.error('[native] push token registration failed', error);
    return false;
  }
}
