import { api, type ApiResponse } from '@ipju/api-client';
import { toDeviceType, type PushTokenBody } from '../../../lib/native/push-token';

/** Registers the push token the native app stored (POST /residents/fcm-token); the answer goes back to the app. */
export function registerFcmToken(body: PushTokenBody): Promise<ApiResponse<'registerFcmToken'>> {
  return api.registerFcmToken({ body: { ...body, deviceType: toDeviceType(body.deviceType) } });
}
