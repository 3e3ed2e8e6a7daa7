import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth';
import { getNativeState, hasNativeBridge, postToNative, subscribeNativeState } from '../../lib/native/bridge';
import { ANDROID_STORE_URL, IOS_STORE_URL } from '../../lib/config';
import { registerStoredPushToken } from '../../lib/native/push-token';
import { currentNativeApp } from '../../lib/native/user-agent';
import { evaluateAppVersion, shouldCheckAppVersion } from '../../lib/native/version';
import { readSession, SESSION_KEYS } from '../../lib/session-keys';
import { getClientAppVersion } from './api/getClientAppVersion';
import { registerFcmToken } from './api/registerFcmToken';

/*
 * The update modal and the push-permission sheet open only inside the native app, and rarely: their code (a
 * dialog, a bottom sheet) is fetched when one is about to open, not with every page of the web.
 */
const UpdateModal = lazy(async () => ({ default: (await import('../../components/ui/Modal/UpdateModal')).UpdateModal }));
const NotificationSheet = lazy(async () => ({
  default: (await import('../../components/ui/NotificationSheet/NotificationSheet')).NotificationSheet,
}));
const noSubscription = () => () => {};
const readStoredPermission = () => readSession(SESSION_KEYS.permission);
const noStoredPermission = () => null;

/** Routes where the push-permission sheet may show (not during sign-in, payment or forms). */
const NOTIFICATION_SHEET_ROUTES = new Set(['/', '/my-page']);

/**
 * Everything the native app wrapper needs, mounted once in the shell (through NativeLayerAfterMount, which
 * also listens to the bridge): push token registration, the version check with the update modal, and the
 * push-permission sheet.
 */
export function NativeLayer() {
  const { isLoggedIn } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const native = useSyncExternalStore(subscribeNativeState, getNativeState, getNativeState);
  const [updateRequired, setUpdateRequired] = useState(false);

  // Push-token registration (SPEC section 4) when signed in and whenever a new token arrives.
  useEffect(() => {
    void registerStoredPushToken(isLoggedIn, registerFcmToken);
  }, [isLoggedIn, native.tokenReceived]);

  // Version check (SPEC section 5): native webview only, not iOS; failures only logged.
  useEffect(() => {
    const ua = navigator.userAgent;
    const bridge = hasNativeBridge();
    if (!shouldCheckAppVersion(ua, bridge)) return;
    let cancelled = false;
    getClientAppVersion()
      .then((versions) => {
        if (cancelled) return;
        const check = evaluateAppVersion(ua, versions, bridge);
        if (check.showUpdateModal) setUpdateRequired(true);
      })
      .catch((error) => console.error('[native] version check failed', error));
    return () => {
      cancelled = true;
    };
  }, []);

  // sessionStorage exists only in the browser: server render and hydration see none (docs/RENDERING.md).
  const storedPermission = useSyncExternalStore(noSubscription, readStoredPermission, noStoredPermission);
  const permissionGranted =
    native.permissionGranted ?? (storedPermission === null ? null : storedPermission === 'true');

  return (
    <Suspense fallback={null}>
      {updateRequired && (
        <UpdateModal
          isOpen
          onUpdate={() => {
            const platform = currentNativeApp().platform;
            const url = platform === 'ios' ? IOS_STORE_URL : ANDROID_STORE_URL;
            if (!postToNative('OPEN_URL', { url })) window.location.assign(url);
          }}
        />
      )}
      {/* The sheet only ever opens when the app reports the permission denied (NotificationSheet). */}
      {permissionGranted === false && (
        <NotificationSheet
          permissionGranted={permissionGranted}
          active={!updateRequired && NOTIFICATION_SHEET_ROUTES.has(pathname)}
          onEnable={() => {
            if (!postToNative('OPEN_NOTIFICATION_SETTINGS')) navigate('/notification/setting');
          }}
        />
      )}
    </Suspense>
  );
}
