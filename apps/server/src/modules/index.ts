import type { AppDeps } from '../app-deps';
import type { Services } from '../services';
import { authRoutes } from './auth';
import { billingModule } from './billing';
import { cartRoutes } from './cart';
import { categoriesRoutes } from './categories';
import { cautionsRoutes } from './cautions';
import { consultationRoutes } from './consultation';
import { contentRoutes } from './content';
import { couponsRoutes } from './coupons';
import { devRoutes } from './dev';
import { eventsRoutes } from './events';
import { filesRoutes, partnerFilesRoutes } from './files';
import { inspectionsModule } from './inspections';
import { inspectionReportsModule } from './inspection-reports';
import { itemsRoutes } from './items';
import { offlineOrdersModule } from './offline-orders';
import { partnerAccountRoutes } from './partner-account';
import { partnerCalendarRoutes } from './partner-calendar';
import { partnerItemsModule } from './partner-items';
import { partnerProfileModule } from './partner-profile';
import { partnerNotificationsModule } from './partner-notifications';
import { placesRoutes } from './places';
import { pointsRoutes } from './points';
import { questionsRoutes } from './questions';
import { referralsRoutes } from './referrals';
import { residentsRoutes } from './residents';
import { reviewsRoutes } from './reviews';
import { scheduleRoutes } from './schedule';
import { staffRoutes } from './staff';
import { surveysRoutes } from './surveys';
import { systemRoutes } from './system';
import type { ApiInstance } from './types';
import { visitsModule } from './visits';
import { zzimsRoutes } from './zzims';

/**
 * Every feature module's routes, mounted under /api/v2, on the process's services (src/services.ts builds
 * them). Add a module here when it is created; routes take the services they use and build none.
 */
export async function registerModules(api: ApiInstance, services: Services, deps: AppDeps) {
  await placesRoutes(api, services);
  await authRoutes(api, services);
  await residentsRoutes(api, services);
  await partnerAccountRoutes(api, services);
  await devRoutes(api, deps);
  await categoriesRoutes(api, services);
  await itemsRoutes(api, services);
  await scheduleRoutes(api, services);
  await contentRoutes(api, services);
  await systemRoutes(api);
  await filesRoutes(api, services);
  await partnerFilesRoutes(api, services);
  await cartRoutes(api, services);
  await billingModule(api, services, deps);
  await visitsModule(api, services, deps);
  await couponsRoutes(api, services);
  await pointsRoutes(api, services);
  await referralsRoutes(api, services, deps);
  await staffRoutes(api, services);
  await reviewsRoutes(api, services);
  await questionsRoutes(api, services);
  await zzimsRoutes(api, services);
  await eventsRoutes(api, services);
  await cautionsRoutes(api, services);
  await surveysRoutes(api, services);
  await consultationRoutes(api, services);
  await offlineOrdersModule(api, services, deps);
  await partnerCalendarRoutes(api, services);
  await partnerProfileModule(api, services);
  await partnerItemsModule(api, services);
  await partnerNotificationsModule(api, services, deps);
  await inspectionsModule(api, services);
  await inspectionReportsModule(api, services);
}
