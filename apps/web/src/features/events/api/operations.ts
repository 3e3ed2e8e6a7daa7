import { api } from '@ipju/api-client';

/** The generated client (functions by operationId): listEvents, getEvent. Tests mock this module. */
export const eventsApi = api;
