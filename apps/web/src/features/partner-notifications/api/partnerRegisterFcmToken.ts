import { api, type ApiResponse } from '@ipju/api-client';
import { toDeviceType, type PushTokenBody } from '../../../lib/native/push-token';

/** Registers the push token the partner app stored for the signed-in company (POST /partner/fcm-token). */
export function registerPartnerFcmToken(body: PushTokenBody): Promise<ApiResponse<'partnerRegisterFcmToken'>> {
  return api.partnerRegisterFcmToken({ body: { ...body, deviceType: toDeviceType(body.deviceType) } });
}
