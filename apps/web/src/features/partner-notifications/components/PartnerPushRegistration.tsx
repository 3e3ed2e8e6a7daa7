import { useEffect, useSyncExternalStore } from 'react';
import { getNativeState, listenToNative, subscribeNativeState } from '../../../lib/native/bridge';
import { registerStoredPushToken } from '../../../lib/native/push-token';
import { usePartner } from '../../partner-auth';
import { registerPartnerFcmToken } from '../api/partnerRegisterFcmToken';

/**
 * Push-token registration in the partner app's webview (SPEC section 4), mounted once in the console shell:
 * listens to the app's messages (the console has no resident native layer), and when a company is signed in
 * and the app stored fcmToken, deviceType and deviceKey, registers them for the company; on success the three
 * are cleared and FCM_TOKEN goes back to the app with the server's record. Renders nothing.
 */
export function PartnerPushRegistration() {
  const { isLoggedIn } = usePartner();
  const native = useSyncExternalStore(subscribeNativeState, getNativeState, getNativeState);

  useEffect(() => listenToNative(), []);

  useEffect(() => {
    void registerStoredPushToken(isLoggedIn, registerPartnerFcmToken);
  }, [isLoggedIn, native.tokenReceived]);

  return null;
}
