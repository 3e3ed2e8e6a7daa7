import { api, type ApiResponse } from '@ipju/api-client';
import type { PushTokenBody } from '../../../lib/native/push-token';

/** The app writes its platform in any case ('iOS', 'Android'); anything else registers as web. */
export function toDeviceType(value: string): 'ios' | 'android' | 'web' {
  const lower = value.toLowerCase();
  return lower === 'ios' || lower === 'android' ? lower : 'web';
}

/** Registers the push token the native app stored (POST /residents/fcm-token); the answer goes back to the app. */
export function registerFcmToken(body: PushTokenBody): Promise<ApiResponse<'registerFcmToken'>> {
  return api.registerFcmToken({ body: { ...body, deviceType: toDeviceType(body.deviceType) } });
}
