/** Where the server serves the console's worker (built from src/inspector-sw/sw.ts into dist/inspector/sw.js). */
const WORKER_URL = '/inspector/sw.js';
/**
 * Every console page, /inspector included: a scope of /inspector/ would leave the console's home out. The
 * worker's own folder allows only /inspector/, so the server widens it with Service-Worker-Allowed.
 */
const WORKER_SCOPE = '/inspector';

/**
 * Installs the console's service worker, so the console opens with no connection (docs/INSPECTION.md
 * "Opening offline"). Called from the console's own chunk only: a resident's pages never register it and are
 * outside its scope. Only in a built app (the dev server has no worker file). A browser without service
 * workers, or one that refuses it (private mode, an iOS webview outside its app-bound domains), still has the
 * console online and the outbox; nothing to tell the inspector.
 */
export function registerInspectorServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE }).catch(() => undefined);
  // After the page's own loading, so the precache downloads never compete with the first screen.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
