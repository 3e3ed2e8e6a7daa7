import { createContext, useContext } from 'react';

/**
 * During a server render (app/ssr/render.tsx), where the page would send the visitor elsewhere at once (a
 * signed-in page opened without a session): the server answers with that redirect instead of HTML the
 * browser would leave straight away. Null in the browser, where <Navigate> does it.
 */
export const ServerRedirectContext = createContext<((to: string) => void) | null>(null);

export function useServerRedirect(): ((to: string) => void) | null {
  return useContext(ServerRedirectContext);
}
