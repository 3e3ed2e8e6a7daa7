import { SESSION_KEYS, writeSession } from '../session-keys';

/**
 * The one module that talks to the native app wrapper (React Native WebView).
 *
 * Outgoing: window.ReactNativeWebView.postMessage(JSON.stringify({ type, data })).
 * Incoming: `message` events on window (iOS) and document (Android), whose data is a JSON string
 * or an object `{ type, data }`:
 *   - FCM_TOKEN          data { fcmToken, deviceType, deviceKey }: stored in sessionStorage for
 *                        push-token registration (push-token.ts).
 *   - PERMISSION_GRANTED data true | false | { granted: boolean }: whether push notifications are
 *                        allowed; drives the push-permission notice.
 * Outgoing types: FCM_TOKEN (after registration, with the server's record), OPEN_URL { url }
 * (open a store page outside the webview), OPEN_NOTIFICATION_SETTINGS (the OS settings page).
 */

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage: (message: string) => void };
  }
}

export const NATIVE_MESSAGE = {
  FCM_TOKEN: 'FCM_TOKEN',
  PERMISSION_GRANTED: 'PERMISSION_GRANTED',
} as const;

export type NativeMessageType = (typeof NATIVE_MESSAGE)[keyof typeof NATIVE_MESSAGE];

export interface NativeMessage {
  type: string;
  data?: unknown;
}

export function hasNativeBridge(): boolean {
  return typeof window !== 'undefined' && typeof window.ReactNativeWebView?.postMessage === 'function';
}

/** Posts a message to the native app; returns false outside the webview. */
export function postToNative(type: string, data?: unknown): boolean {
  if (!hasNativeBridge()) return false;
  try {
    window.ReactNativeWebView!.postMessage(JSON.stringify({ type, data }));
    return true;
  } catch (error) {
    console.error('[native] postMessage failed', error);
    return false;
  }
}

/** Parses a message event's data into { type, data }, or null when it is not a bridge message. */
export function parseNativeMessage(raw: unknown): NativeMessage | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string') return null;
  return { type, data: (value as { data?: unknown }).data };
}

/** Reads a PERMISSION_GRANTED payload: true, false, 'true', or { granted }. */
export function permissionFromMessage(data: unknown): boolean {
  if (typeof data === 'boolean') return data;
  if (typeof data === 'string') return data === 'true' || data === 'granted';
  if (data && typeof data === 'object' && 'granted' in data) return Boolean((data as { granted: unknown }).granted);
  return false;
}

// ---- native state (permission, token arrival) as a tiny external store ----

export interface NativeState {
  /** null until the app says; then whether push notifications are allowed. */
  permissionGranted: boolean | null;
  /** Increments whenever a FCM_TOKEN message arrives, so registration can run again. */
  tokenReceived: number;
}

let state: NativeState = { permissionGranted: null, tokenReceived: 0 };
const listeners = new Set<() => void>();

function setState(next: Partial<NativeState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function getNativeState(): NativeState {
  return state;
}

export function subscribeNativeState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies one incoming bridge message. Exported for tests. */
export function handleNativeMessage(message: NativeMessage): void {
  if (message.type === NATIVE_MESSAGE.FCM_TOKEN) {
    const data = (message.data ?? {}) as Record<string, unknown>;
    const { fcmToken, deviceType, deviceKey } = data;
    if (typeof fcmToken === 'string' && fcmToken) writeSession(SESSION_KEYS.fcmToken, fcmToken);
    if (typeof deviceType === 'string' && deviceType) writeSession(SESSION_KEYS.deviceType, deviceType);
    if (typeof deviceKey === 'string' && deviceKey) writeSession(SESSION_KEYS.deviceKey, deviceKey);
    setState({ tokenReceived: state.tokenReceived + 1 });
  } else if (message.type === NATIVE_MESSAGE.PERMISSION_GRANTED) {
    const granted = permissionFromMessage(message.data);
    writeSession(SESSION_KEYS.permission, String(granted));
    setState({ permissionGranted: granted });
  }
}

/** Listens to window and document message events; returns the unsubscribe function. */
export function listenToNative(onMessage: (message: NativeMessage) => void = handleNativeMessage): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => {
    const message = parseNativeMessage((event as MessageEvent).data);
    if (message) onMessage(message);
  };
  window.addEventListener('message', listener);
  document.addEventListener('message', listener);
  return () => {
    window.removeEventListener('message', listener);
    document.removeEventListener('message', listener);
  };
}

/** Test helper: back to the initial state. */
export function resetNativeState(): void {
  state = { permissionGranted: null, tokenReceived: 0 };
  listeners.forEach((listener) => listener());
}
