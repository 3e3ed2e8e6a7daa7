import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { setupApi } from './app/api-setup';
import { captureReferral } from './app/referral';
import { appRoutes } from './app/routes';
import { HYDRATED_EVENT } from './app/ssr/hydrated-event';
import { loadMatchedRoutes } from './app/ssr/load-matched-routes';
import { refreshOldRenderedData } from './app/ssr/refresh-rendered-data';
import { readServerState } from './app/ssr/server-state';
import { mirrorChosenApartmentCookie } from './features/apartment';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';
import { whenIdle } from './lib/when-idle';
import { loadWebFonts, type WebFontsSwitch } from './styles/web-fonts';

setupApi();
captureReferral();
mirrorChosenApartmentCookie();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** Pretendard once the page works (styles/web-fonts.ts), when the browser is next idle. */
const loadFontsWhenIdle = (when: WebFontsSwitch) => whenIdle(() => loadWebFonts(document, when));

/**
 * A page the server rendered (docs/RENDERING.md) is hydrated: its query data goes into the cache and its
 * lazy route modules are loaded first, so the first render is the server's HTML. Any other page is rendered
 * from scratch, as it always was.
 */
async function start(root: HTMLElement) {
  const state = readServerState(document);
  if (!state) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    loadFontsWhenIdle('now');
    return;
  }
  try {
    await loadMatchedRoutes(appRoutes, window.location.pathname);
  } catch (error) {
    // A route module that does not load (a deploy replaced it): render afresh, the router retries it.
    console.error('[ssr] route modules did not load; rendering without hydration', error);
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    loadFontsWhenIdle('now');
    return;
  }
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      refreshOldRenderedData(queryClient, state.queries);
      // A first visit's pieces switch on the next page (a later visit's were switched by boot.ts already).
      loadFontsWhenIdle('next-page');
    },
    { once: true },
  );
  // Until here a tap on the server's markup does nothing; from here React handles it (hydrating at once if need be).
  performance.mark('ipju:hydrate');
  // As a transition, hydration works in slices: the browser paints the server's HTML and answers taps in between
  // instead of waiting for one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App hydration={{ queryClient, router: state.router, apartment: state.apartment, signedOut: state.signedOut === true }} />
      </StrictMode>,
    );
  });
}

void start(container);
