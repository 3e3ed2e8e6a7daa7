import { api } from '@ipju/api-client';

/**
 * The generated client (functions by operationId): listHomestylingSurveys, getHomestylingSurvey,
 * answerHomestylingSurvey, requestConsultation, listMyConsultations, cancelConsultation.
 */
export const consultationApi = api;
