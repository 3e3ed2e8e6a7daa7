/** Surveys, and what the consultation module uses (a consultation request carries a home-styling response). */
export { surveysRoutes } from './surveys.routes';
export { createSurveysService, type SurveysService } from './surveys.service';
export { createHomestylingService, describeResponses, responseForRequest, type HomestylingService } from './homestyling.service';
