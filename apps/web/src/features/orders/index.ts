/** Public surface of the orders feature: its routes and the order query (the payment result reads it). Links to an order or a receipt use lib/paths. */
export { billingDetailQuery, useOrder } from './api/getBillingDetail';
export { routes } from './routes';
export { PendingPayments } from './components/PendingPayments';
