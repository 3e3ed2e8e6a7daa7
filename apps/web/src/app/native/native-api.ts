import { api } from '@ipju/api-client';
import type { FcmTokenRecord } from '@ipju/contract';

interface Envelope<D> {
  status: 'success';
  data: D;
}

/** The operations the native layer calls (exposed on the generated client by operationId). */
export interface NativeOperations {
  getClientAppVersion(params?: Record<string, never>): Promise<Envelope<{ data: { ios: string; android: string } }>>;
  registerFcmToken(params: {
    body: { fcmToken: string; deviceType: 'ios' | 'android' | 'web'; deviceKey: string };
  }): Promise<Envelope<FcmTokenRecord>>;
}

export const nativeApi = api as unknown as NativeOperations;

export function toDeviceType(value: string): 'ios' | 'android' | 'web' {
  const lower = value.toLowerCase();
  return lower === 'ios' || lower === 'android' ? lower : 'web';
}
