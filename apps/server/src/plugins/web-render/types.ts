/**
 * The web app's server renderer as this server sees it: the shape apps/web `src/entry-server.tsx` exports
 * (app/ssr/render.tsx there). Declared here because the server never imports the web app's sources; a change
 * there must be mirrored here.
 */
export interface PageRenderInput {
  url: string;
  apartmentCookie: string | null;
  hasSession: boolean;
}

export interface RenderedPage {
  status: number;
  appHtml: string;
  stateScript: string;
  modules: string[];
}

export interface RedirectedPage {
  redirect: string;
}

export interface PageRenderer {
  render(input: PageRenderInput): Promise<RenderedPage | RedirectedPage | null>;
  rendersPath(url: string): boolean;
  apartmentKey(apartmentCookie: string | null): string;
}

/** The renderer module (dist-ssr/entry-server.js, or src/entry-server.tsx through Vite in tests). */
export interface RendererEntry {
  createPageRenderer(options: { fetch: typeof globalThis.fetch }): PageRenderer;
}

/** The cookie the web app mirrors the chosen complex into (features/apartment/apartment-cookie.ts). */
export const APARTMENT_COOKIE = 'ipju_apartment';
