/**
 * The server renderer's entry (`vite build --ssr src/entry-server.tsx` -> dist-ssr/entry-server.js), loaded by
 * apps/server at start (plugins/web-render). docs/RENDERING.md describes the whole.
 */
export { createPageRenderer, MAX_RENDER_PASSES } from './app/ssr/render';
export type { PageRenderer, PageRendererOptions, PageRenderInput, RedirectedPage, RenderedPage } from './app/ssr/render';
