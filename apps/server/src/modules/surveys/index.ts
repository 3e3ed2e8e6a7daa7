/** What other modules may use of the surveys module (the consultation request carries a home-styling response). */
export { createHomestylingService, describeResponses, responseForRequest } from './homestyling.service';
