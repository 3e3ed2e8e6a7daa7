/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inspectorServiceWorker } from './vite-inspector-sw.ts';
import { ssrRouteModules } from './vite-ssr-route-modules.ts';
import { LIBRARY_CHUNK_NAMES, type LibraryChunkName } from './src/library-chunks.ts';

const reactRouterProductionBuild = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

const API_TARGET = process.env.VITE_API_PROXY_TARGET ?? 'http://localhost:3000';

/** Paths served by apps/server: API, image optimizer, uploaded files, payment sandbox. */
const proxiedPaths = ['/api', '/_image', '/files', '/sandbox'] as const;

/**
 * The libraries under every page, each its own chunk instead of part of the entry's (docs/RENDERING.md
 * "Paint first, then hydrate"): a browser runs a chunk's code in one task, and on a mid-range phone the entry
 * with all of them ran for ~0.5 s without a break. Their names and run order are src/library-chunks.ts (boot.ts
 * runs them first, in that order). They hold nothing that is not loaded anyway: every page needs all four.
 */
const LIBRARY_MODULES: Record<LibraryChunkName, RegExp> = {
  'lib-react': /node_modules[\\/](react|scheduler)[\\/]/,
  'lib-react-dom': /node_modules[\\/]react-dom[\\/]/,
  'lib-router': /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
  // Query and its persister only: @tanstack's list virtualizer belongs to the pages that use it.
  'lib-query': /node_modules[\\/]@tanstack[\\/](query-core|react-query|query-sync-storage-persister|query-persist-client-core|react-query-persist-client)[\\/]/,
};
/** Earlier in the run order wins a module two tests could match (a higher priority). */
const LIBRARY_CHUNKS = LIBRARY_CHUNK_NAMES.map((name, index) => ({ name, test: LIBRARY_MODULES[name], priority: LIBRARY_CHUNK_NAMES.length - index }));

/**
 * Two builds (docs/RENDERING.md): the browser app into dist/ (with .vite/manifest.json, which the server reads
 * to link a rendered route's CSS and scripts), and `vite build --ssr src/entry-server.tsx` into dist-ssr/,
 * the server renderer, which is never served.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    // react-router's package exports point every bundler at its development build; the production build (same code
    // with its development warnings compiled out) is what browsers get. Tests and the server renderer keep the
    // default: the warnings never change what a page renders (every route tree sets its own errorElement and
    // HydrateFallback).
    alias: command === 'build' && !isSsrBuild ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild }] : [],
  },
  // ssrRouteModules only touches server-side transforms (the SSR build, and ssrLoadModule in server tests).
  plugins: [react(), ssrRouteModules(), ...(isSsrBuild ? [] : inspectorServiceWorker())],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // Vite's modulepreload polyfill only matters to a browser without <link rel=modulepreload> (Safari before 17),
        // which still loads every module without it, one import after another: not worth its bytes in every page.
        modulePreload: { polyfill: false },
        // boot.ts: what a server-rendered page loads instead of the entry (it starts the entry after the first paint).
        rolldownOptions: {
          input: { index: 'index.html', boot: 'src/boot.ts' },
          // The libraries every page starts with, one chunk each (src/boot.ts evaluates them one task at a time).
          output: { codeSplitting: { groups: LIBRARY_CHUNKS } },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    css: false,
    restoreMocks: true,
    // user-event driven component tests run slowly when the whole suite shares 2 cores.
    testTimeout: 15_000,
  },
}));
