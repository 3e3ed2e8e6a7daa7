import { api } from '@ipju/api-client';

/**
 * The generated client (functions by operationId): listSurveyOffers, getSurvey, answerSurveyQuestion,
 * getSurveyCompleted, completeSurvey. Tests mock this module's source (@ipju/api-client).
 */
export const surveysApi = api;
