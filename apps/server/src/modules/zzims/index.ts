export { zzimsRoutes } from './zzims.routes';
export { createZzimsService, type ZzimsService } from './zzims.service';
