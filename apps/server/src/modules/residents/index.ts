export { residentsRoutes } from './residents.routes';
export { createResidentsService, type ResidentsService } from './residents.service';
export { createHomesService, type HomesService } from './homes.service';
