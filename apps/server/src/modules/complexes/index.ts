/** A complex's move-in report (/report) and its own page (/jamsil-raemian-ipark-intro, ...): docs/COMPLEX-PAGES.md. */
export { complexesRoutes } from './complexes.routes';
export { createComplexesService, type ComplexesService } from './complexes.service';
