import { api } from '@ipju/api-client';

/** The generated client (functions by operationId): listZzims, createZzim, deleteZzim. Tests mock this module. */
export const zzimsApi = api;
