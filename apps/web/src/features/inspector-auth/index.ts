/**
 * Public API of the inspector-auth feature: the inspector console's sign-in (a partner account of an
 * inspection company, same credential as the partner console) and its header.
 *
 * - `RequireInspector`: the guard of the console's pages
 * - `useInspectorHeader({ title, backTo })`: the page's title (and back button) in the console header
 * - `inspectorKeys`: put every console query key under `inspectorKeys.all` (signing out removes them)
 */
export { RequireInspector } from './RequireInspector';
export { InspectorHeaderContext, useInspectorHeader, useInspectorHeaderState } from './components/InspectorHeader';
export type { InspectorHeaderOptions } from './components/InspectorHeader';
export { inspectorKeys } from './api/keys';
export { inspectorLoginPath } from './next-path';
export { inspectorSignInRoutes } from './routes';
