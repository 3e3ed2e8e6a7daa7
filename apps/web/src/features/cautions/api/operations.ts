import { api } from '@ipju/api-client';

/** The generated client (functions by operationId): getCautions. Tests mock this module. */
export const cautionsApi = api;
