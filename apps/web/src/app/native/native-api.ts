import { api } from '@ipju/api-client';

/** The generated client (getClientAppVersion, registerFcmToken). */
export const nativeApi = api;

export function toDeviceType(value: string): 'ios' | 'android' | 'web' {
  const lower = value.toLowerCase();
  return lower === 'ios' || lower === 'android' ? lower : 'web';
}
