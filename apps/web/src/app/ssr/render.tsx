import { configureApi } from '@ipju/api-client';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { parseChosenApartment } from '../../features/apartment';
import { SIGNED_OUT } from '../../features/auth';
import { codeStillLoading } from '../../lib/lazy-component';
import { createQueryClient } from '../../lib/query-client';
import { routeModuleOf } from '../../lib/route-modules';
import { ServerRedirectContext } from '../../lib/server-redirect';
import { isInspectorPath } from '../../lib/inspector-paths';
import { isConsolePath } from '../../lib/partner-paths';
import { isServerRendered } from '../../lib/server-rendered';
import { AppProviders } from '../providers';
import { appRoutes } from '../routes';
import { queriesToFetch } from './pending-queries';
import { serverStateScript } from './server-state';

/**
 * Render passes per page: each may reveal queries that the data of the previous one made visible, or a part
 * whose code (lib/lazy-component.ts) it had to wait for. A service page needs three (the item; the page and
 * its reviews' queries; the reviews), and a fourth on the first render after a start, when the reviews' code
 * is loaded in between.
 */
export const MAX_RENDER_PASSES = 4;

export interface PageRenderInput {
  /** Path and query, as requested (`/business/cleaning?item=12`). */
  url: string;
  /** The `ipju_apartment` cookie's value (decoded), or null. */
  apartmentCookie: string | null;
  /**
   * The request carried a session cookie. Without one the visitor is signed out for sure: the page renders
   * signed out (a page that needs a session answers with the sign-in redirect instead).
   */
  hasSession: boolean;
}

export interface RenderedPage {
  status: number;
  /** What goes inside #root. */
  appHtml: string;
  /** The data block to put after #root (app/ssr/server-state.ts). */
  stateScript: string;
  /** The source modules of the matched lazy routes (keys of Vite's client manifest), for CSS and preloads. */
  modules: string[];
}

/** A page that sends the visitor elsewhere at once (a signed-in page without a session): the server redirects. */
export interface RedirectedPage {
  redirect: string;
}

export interface PageRenderer {
  /** The page's server render, or null when the browser renders this URL itself (send index.html). */
  render(input: PageRenderInput): Promise<RenderedPage | RedirectedPage | null>;
  /** Whether `url` is a server-rendered route (cheap: route matching only). */
  rendersPath(url: string): boolean;
  /** The part of a rendered page's cache key that the cookie decides: the complex it is rendered for. */
  apartmentKey(apartmentCookie: string | null): string;
}

export interface PageRendererOptions {
  /** Where the API client's calls go: the server passes one that answers in-process (app.inject). */
  fetch: typeof globalThis.fetch;
}

/** The source module a loaded route's component came from (React Router keeps it as `element` once loaded). */
function moduleOfRoute(route: object): string | undefined {
  const { Component, element } = route as { Component?: unknown; element?: { type?: unknown } | null };
  return routeModuleOf(Component) ?? routeModuleOf(element?.type);
}

const pathnameOf = (url: string) => new URL(url, 'http://ipju.invalid').pathname;

/**
 * The signed-out first screen of the public routes (docs/RENDERING.md): React Router's static handler
 * matches and loads the route, the app renders inside the same providers as in the browser, and the
 * queries the render asks for are fetched and the page rendered again, at most MAX_RENDER_PASSES times.
 * A query that fails is left out (the browser asks again), so the HTML shows what the browser's first render
 * will show. The session is never read: signed-in parts fill in after /auths/me in the browser.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  // This bundle's own API client (the server's process has no other use for it).
  configureApi({ baseUrl: '', fetch: options.fetch });
  const handler = createStaticHandler(appRoutes);

  const rendersPath = (url: string) => {
    const pathname = pathnameOf(url);
    // The consoles' paths are added in the browser (app/console-entries.ts), and /business/items outranks the
    // catalogue's /business/:code there: the server must not render them as a category.
    if (isConsolePath(pathname) || isInspectorPath(pathname)) return false;
    const matches = matchRoutes(appRoutes, pathname);
    return Boolean(matches && isServerRendered(matches[matches.length - 1]?.route.handle));
  };

  async function render({ url, apartmentCookie, hasSession }: PageRenderInput): Promise<RenderedPage | RedirectedPage | null> {
    if (!rendersPath(url)) return null;
    const context = await handler.query(new Request(new URL(url, 'http://ipju.invalid')));
    // A redirect or a route error: the browser app handles it as it always has.
    if (context instanceof Response || context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const apartment = parseChosenApartment(apartmentCookie);
    const queryClient = createQueryClient();
    let redirect: string | null = null;
    const redirectTo = (to: string) => {
      redirect ??= to;
    };

    const renderPass = () =>
      renderToString(
        <StrictMode>
          <ServerRedirectContext.Provider value={redirectTo}>
            <AppProviders queryClient={queryClient} renderedApartment={apartment} initialAuth={hasSession ? undefined : SIGNED_OUT}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </ServerRedirectContext.Provider>
        </StrictMode>,
      );

    const tried = new Set<string>();
    let appHtml = renderPass();
    for (let pass = 1; pass < MAX_RENDER_PASSES && redirect === null; pass++) {
      const pending = queriesToFetch(queryClient, tried);
      const code = codeStillLoading();
      if (pending.length === 0 && code.length === 0) break;
      for (const query of pending) tried.add(query.queryHash);
      // Code that fails to load leaves its part to the browser, like a failed query.
      await Promise.all([...pending.map((query) => query.fetch().catch(() => undefined)), ...code.map((load) => load.catch(() => undefined))]);
      // A failed query is shown as loading, as the browser's first render will show it before asking again.
      queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
      appHtml = renderPass();
    }

    if (redirect !== null) {
      queryClient.clear();
      return { redirect };
    }
    const modules = [...new Set(context.matches.map(({ route }) => moduleOfRoute(route)).filter((id): id is string => id !== undefined))];
    const stateScript = serverStateScript({
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData },
      apartment,
      signedOut: !hasSession,
    });
    queryClient.clear();
    return { status: context.statusCode, appHtml, stateScript, modules };
  }

  return {
    render,
    rendersPath,
    apartmentKey: (cookie) => JSON.stringify(parseChosenApartment(cookie)),
  };
}
