import type { AppDeps } from '../app-deps';
import { authRoutes } from './auth/auth.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { contentRoutes } from './content/content.routes';
import { basePriceCartLinesReader } from './coupons/cart-lines-reader';
import { couponsRoutes } from './coupons/coupons.routes';
import { devRoutes } from './dev/dev.routes';
import { filesRoutes } from './files/files.routes';
import { itemsRoutes } from './items/items.routes';
import { partnerAccountRoutes } from './partner-account/partner-account.routes';
import { placesRoutes } from './places/places.routes';
import { pointsRoutes } from './points/points.routes';
import { referralsRoutes } from './referrals/referrals.routes';
import { residentsRoutes } from './residents/residents.routes';
import { systemRoutes } from './system/system.routes';
import type { ApiInstance } from './types';

/** Every feature module, mounted under /api/v2. Add a module here when it is created. */
export async function registerModules(api: ApiInstance, deps: AppDeps) {
  await placesRoutes(api, deps);
  await authRoutes(api, deps);
  await residentsRoutes(api, deps);
  await partnerAccountRoutes(api, deps);
  await devRoutes(api, deps);
  await categoriesRoutes(api, deps);
  await itemsRoutes(api, deps);
  await contentRoutes(api, deps);
  await systemRoutes(api);
  await filesRoutes(api, deps);
  await couponsRoutes(api, deps, { readCartLines: basePriceCartLinesReader(deps.db) });
  await pointsRoutes(api, deps);
  await referralsRoutes(api, deps);
}
