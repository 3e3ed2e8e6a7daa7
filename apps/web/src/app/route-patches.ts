import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { patchConsoles } from './console-entries';
import { patchResidentPages } from './resident-entry';

/** Everything the browser router adds on navigation: the consoles and the resident pages. */
export const patchLazyRoutes: PatchRoutesOnNavigationFunction = async (args) => {
  await patchConsoles(args);
  await patchResidentPages(args);
};
