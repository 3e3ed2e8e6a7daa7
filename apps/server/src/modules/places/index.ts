export { placesRoutes } from './places.routes';
export { createPlacesService, type PlacesService } from './places.service';
