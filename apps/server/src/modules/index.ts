import type { AppDeps } from '../app-deps';
import { placesRoutes } from './places/places.routes';
import type { ApiInstance } from './types';

/** Every feature module, mounted under /api/v2. Add a module here when it is created. */
export async function registerModules(api: ApiInstance, deps: AppDeps) {
  await placesRoutes(api, deps);
}
