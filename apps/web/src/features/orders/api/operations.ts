import { api } from '@ipju/api-client';

/**
 * The generated client (functions by operationId): listBillings, getBillingDetail, changeBillingDate,
 * cancelBilling, confirmBilling, listReceipts, getReceipt. Tests mock this module.
 */
export const ordersApi = api;
