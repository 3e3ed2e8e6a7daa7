export { cautionsRoutes } from './cautions.routes';
export { createCautionsService, type CautionsService } from './cautions.service';
