import { lazy, Suspense, useEffect, useState } from 'react';
import { listenToNative } from '../../lib/native/bridge';

const NativeLayer = lazy(async () => ({ default: (await import('./NativeLayer')).NativeLayer }));

/**
 * The native-app layer as the shell mounts it. The bridge listener starts at the first commit, so no message
 * from the app is missed (the bridge keeps what arrives: the token in sessionStorage, the permission in its
 * store); NativeLayer itself (token registration, version check, update modal, permission sheet) is fetched
 * then, not downloaded with every page: it shows nothing before a message or an API answer, and a plain browser
 * never needs it. The server render and the first (hydrating) render are both empty, so hydration matches.
 */
export function NativeLayerAfterMount() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const stopListening = listenToNative();
    setMounted(true);
    return stopListening;
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NativeLayer />
    </Suspense>
  );
}
