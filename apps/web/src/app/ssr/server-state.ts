import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { ChosenApartment } from '../../features/apartment';

/**
 * What a server-rendered page carries for the browser app to hydrate with (docs/RENDERING.md): the query
 * cache the render used, the router's state and the chosen complex it rendered for. It travels as a JSON
 * data block (`<script type="application/json">`), which the Content-Security-Policy allows where an inline
 * script would be refused.
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
  apartment: ChosenApartment | null;
  /**
   * The request carried no session cookie, so the visitor is signed out for sure: the page was rendered
   * signed out and the browser starts so, without asking /auths/me first.
   */
  signedOut: boolean;
}

/** The id of the data block, right after #root. */
export const SERVER_STATE_ID = 'ipju-ssr-state';

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a <script> element: `<`, `>` and `&` are written as \u escapes, so a value
 * containing `</script>` or `<!--` cannot end the block or open a comment; JSON.parse reads them back as they were.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (ch) => UNSAFE_IN_SCRIPT[ch]!);
}

/** The whole data block as it goes into the page. */
export function serverStateScript(state: ServerState): string {
  return `<script type="application/json" id="${SERVER_STATE_ID}">${serializeServerState(state)}</script>`;
}

/** The state of a server-rendered page, or null for a page the browser renders itself (or a broken block). */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerState>;
    return state.queries && state.router ? (state as ServerState) : null;
  } catch {
    return null;
  }
}
